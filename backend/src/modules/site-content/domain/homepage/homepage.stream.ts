/** The site has one home page, so one stream: its revision numbers the versions the editor restores. */
export const HOMEPAGE_STREAM_ID = 'site_content_homepage-main';
