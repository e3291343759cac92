/** Changes whenever the catalogue or the cookie policy changes: a new revision asks for consent again. */
export const COOKIE_POLICY_REVISION = '2026-11';
