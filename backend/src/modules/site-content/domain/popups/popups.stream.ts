/**
 * Every popup lives in one stream: "at most one popup is active" is then one decision on one
 * state, never a race between two streams. Admins keep a handful of popups (at most 100).
 */
export const POPUPS_STREAM_ID = 'site_content_popups-board';
