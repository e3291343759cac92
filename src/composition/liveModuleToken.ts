/** Loads the live channel's part of the composition root (liveModule), bound in createContainer; wireAppEvents calls it once a member is here. */
export const LOAD_LIVE_MODULE = Symbol.for('LoadLiveModule');
