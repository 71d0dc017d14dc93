export const TERMS_VERSION = '2026-11-24';
export const PRIVACY_VERSION = '2026-11-24';
