import { AFFILIATE_ERRORS } from './affiliate';
import { CATALOGUE_ERRORS } from './catalogue';
import { COMMERCE_ERRORS } from './commerce';
import { CONTACT_ERRORS } from './contact';
import { IDENTITY_ERRORS } from './identity';
import { LEARNING_ERRORS } from './learning';
import { MARKETING_ERRORS } from './marketing';
import { NOTIFICATION_ERRORS } from './notifications';
import { PLATFORM_ERRORS } from './platform';
import { REPORTS_ERRORS } from './reports';
import { composeSlices } from './shared';
import { SITE_CONTENT_ERRORS } from './site-content';
import { WALLET_ERRORS } from './wallet';

/**
 * Stable error codes of the API and the Vietnamese text shown for each, composed from each
 * module's `<module>/<module>.errors.ts`. The server sends `{ message, code }`; clients show
 * `message` (spec part 1 section 8). A code declared by two modules does not compile.
 */
export const ERROR_MESSAGES = composeSlices(PLATFORM_ERRORS, IDENTITY_ERRORS, NOTIFICATION_ERRORS, CONTACT_ERRORS, CATALOGUE_ERRORS, COMMERCE_ERRORS, LEARNING_ERRORS, WALLET_ERRORS, AFFILIATE_ERRORS, SITE_CONTENT_ERRORS, MARKETING_ERRORS, REPORTS_ERRORS);

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The body of every error response. `fields` names the invalid inputs of a 400. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

// GENERIC_ERROR_MESSAGE, the client's last-resort text, is platform/platform.errors.ts's: a page
// that needs only it then does not load every module's messages (docs/decisions.md "Speed: the first page's JavaScript").
