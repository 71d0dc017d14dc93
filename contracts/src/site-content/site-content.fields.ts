import { z } from 'zod';
import { text } from '../shared';
import { SITE_PATH } from './site-paths';

export * from './site-paths';

/** An address outside the site: http or https to a named public host (no IPs, no localhost). */
export function webLink(message: string, max = 2048) {
  return text({ max, required: message, tooLong: message }).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: message }));
}

/** Where a button goes: a page of this site or an outside web address. */
export function siteOrWebLink(message: string, max = 500) {
  return text({ max, required: message, tooLong: message }).refine(
    (value) => SITE_PATH.test(value) || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success,
    message,
  );
}
