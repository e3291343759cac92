import { INPUT_LIMITS, isOverLimit } from '../input/InputLimits';
import { safeUrl } from '../security/SafeUrl';
import type { ContentDraft } from './Content';

export type ContentDraftProblem = 'required' | 'tooLong' | 'unsafeUrl';

/**
 * What the writing form checks before sending (the server checks again): title and text required and within
 * their limits (INPUT_LIMITS), a cover only an upload's url: https, or http on loopback where a fake back end serves it
 * (api-contract.md `POST /v2/uploads`), never a relative one.
 */
export function problemsOf(draft: ContentDraft): Partial<Record<'title' | 'body' | 'cover', ContentDraftProblem>> {
  const problems: Partial<Record<'title' | 'body' | 'cover', ContentDraftProblem>> = {};
  if (draft.title.trim() === '') problems.title = 'required';
  else if (isOverLimit(draft.title, INPUT_LIMITS.contentTitle)) problems.title = 'tooLong';
  if (draft.body.trim() === '') problems.body = 'required';
  else if (isOverLimit(draft.body, INPUT_LIMITS.contentBody)) problems.body = 'tooLong';
  const cover = draft.cover?.trim() ?? '';
  if (cover !== '' && safeUrl(cover) === null) problems.cover = 'unsafeUrl';
  return problems;
}
