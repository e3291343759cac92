/** `copied`: the link went to the clipboard instead (no share sheet here); `cancelled`: the member closed the sheet. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** Shares a page: the device's share sheet where there is one, else the link copied. */
export interface Sharer {
  share(page: { title: string; url: string }): Promise<ShareOutcome>;
}
export const SHARER = Symbol.for('Sharer');
