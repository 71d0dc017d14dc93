// Page limits apart from the query schemas, so a page that pages a list imports them without zod.
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** Nobody pages through a million rows by number; past this a page is an attack or a bug. */
export const MAX_PAGE = 10_000;
