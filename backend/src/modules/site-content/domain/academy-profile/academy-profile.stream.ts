/** The academy has one profile, so one stream: its revision numbers the versions the history lists. */
export const ACADEMY_PROFILE_STREAM_ID = 'site_content_profile-academy';
