/**
 * One stream per code, named by the code upper-cased: two admins creating "SALE50" and "sale50"
 * meet on one stream, so codes are unique by construction, and every checkout that uses a code
 * reserves on that one stream, where the usage limit is counted.
 */
export const toDiscountCodeStreamId = (code: string) => `commerce_discount_code-${normalizeCode(code)}`;

/** How a code is stored, compared and shown: spaces around it dropped, upper case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();
