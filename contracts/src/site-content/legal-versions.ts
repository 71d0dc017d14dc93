// The versions of the legal texts, in one place: the /terms and /privacy pages print them, and the
// sign-up consent records which version a person agreed to. A new wording gets a new version (the
// day it takes effect), so a consent always names the text that was shown. No zod here: the public
// pages read these without loading the schemas.

/** The terms of use (/terms) now in force: the day they take effect. */
export const TERMS_VERSION = '2026-11-24';

/** The privacy policy (/privacy) now in force: the day it takes effect. */
export const PRIVACY_VERSION = '2026-11-24';
