import { INPUT_LIMITS, isOverLimit } from '../input/InputLimits';
import { safeUrl } from '../security/SafeUrl';
import type { ContentDraft } from './Content';

export type ContentDraftProblem = 'required' | 'tooLong' | 'unsafeUrl' | 'notHttps' | 'invalidDate';

export type ContentDraftField = 'title' | 'body' | 'cover' | 'mediaUrl' | 'startsAt';

/** The longest address a video may have (the server's limit for addresses). */
export const MEDIA_URL_MAX = 2_048;

/**
 * What the writing form checks before sending (the server checks again): title and text required and within
 * their limits (INPUT_LIMITS), a cover only an upload's url: https, or http on loopback where a fake back end serves it
 * (api-contract.md `POST /v2/uploads`), never a relative one. A video needs its https address (`mediaUrl`), an event
 * its start (`startsAt`, a date and time); other types send neither.
 */
export function problemsOf(draft: ContentDraft): Partial<Record<ContentDraftField, ContentDraftProblem>> {
  const problems: Partial<Record<ContentDraftField, ContentDraftProblem>> = {};
  if (draft.title.trim() === '') problems.title = 'required';
  else if (isOverLimit(draft.title, INPUT_LIMITS.contentTitle)) problems.title = 'tooLong';
  if (draft.body.trim() === '') problems.body = 'required';
  else if (isOverLimit(draft.body, INPUT_LIMITS.contentBody)) problems.body = 'tooLong';
  const cover = draft.cover?.trim() ?? '';
  if (cover !== '' && safeUrl(cover) === null) problems.cover = 'unsafeUrl';
  if (draft.type === 'video') {
    const media = draft.mediaUrl?.trim() ?? '';
    if (media === '') problems.mediaUrl = 'required';
    else if (media.length > MEDIA_URL_MAX) problems.mediaUrl = 'tooLong';
    else if (!isHttpsAddress(media)) problems.mediaUrl = 'notHttps';
  }
  if (draft.type === 'event') {
    const startsAt = draft.startsAt?.trim() ?? '';
    if (startsAt === '') problems.startsAt = 'required';
    else if (Number.isNaN(Date.parse(startsAt))) problems.startsAt = 'invalidDate';
  }
  return problems;
}

/** api-contract.md: a video's address is https (a safe URL, and not even loopback http). */
export function isHttpsAddress(raw: string): boolean {
  return safeUrl(raw)?.protocol === 'https:';
}
