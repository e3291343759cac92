import { checkedHttpsUrl } from '../security/SafeUrl';
import type { ContentDraft } from './Content';

export type ContentDraftProblem = 'required' | 'https';

/** What the writing form checks before sending (the server checks again): title and text required, a cover only https. */
export function problemsOf(draft: ContentDraft): Partial<Record<'title' | 'body' | 'cover', ContentDraftProblem>> {
  const problems: Partial<Record<'title' | 'body' | 'cover', ContentDraftProblem>> = {};
  if (draft.title.trim() === '') problems.title = 'required';
  if (draft.body.trim() === '') problems.body = 'required';
  const cover = draft.cover?.trim() ?? '';
  if (cover !== '' && checkedHttpsUrl(cover) === null) problems.cover = 'https';
  return problems;
}
