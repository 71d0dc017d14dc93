/**
 * One stream per code, named by the code upper-cased: "tet2027" and "TET2027" meet on one stream, so
 * codes are unique by construction, and every claim appends there, where the claim limit is counted.
 */
export const toBonusCodeStreamId = (code: string) => `wallet_bonus_code-${normalizeBonusCode(code)}`;

/** How a code is stored, compared and shown: spaces around it dropped, upper case. */
export const normalizeBonusCode = (code: string) => code.trim().toUpperCase();
