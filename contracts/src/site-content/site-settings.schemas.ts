import { z } from 'zod';
import { calendarDaySchema, email, hasReadableText, httpsUrl, pageQuery, paginationSchema, text, VIETNAMESE_PHONE } from '../shared';
import { SITE_SETTINGS_FIELDS, SITE_SETTINGS_MESSAGES as M } from './site-settings.messages';

export const SITE_SETTINGS_HISTORY_PAGE_SIZE = 10;

/** Hotlines: a mobile or landline number, or a 1800 (free) / 1900 (paid) service number. */
const SERVICE_NUMBER = /^1[89]00\d{4,6}$/;
const hotline = z
  .string(M.hotlineRequired)
  .max(30, M.hotlineInvalid)
  .transform((value) => value.replace(/[\s.]/g, ''))
  .refine((value) => value.length > 0, M.hotlineRequired)
  .refine((value) => VIETNAMESE_PHONE.test(value) || SERVICE_NUMBER.test(value), M.hotlineInvalid);

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * An optional public https link, on one of `hosts` when given: '' means "not shown". http and
 * other schemes are refused, so a footer link never downgrades the visitor or runs a script.
 */
function optionalHttpsLink(message: string, onHost?: (host: string, url: URL) => boolean) {
  const publicHttps = httpsUrl(message);
  return text({ max: 2048, tooLong: message })
    .refine((value) => value === '' || (publicHttps.safeParse(value).success && (!onHost || onHost(hostOf(value), new URL(value)))), message)
    .default('');
}

const under = (...domains: string[]) => (host: string) => domains.some((domain) => host === domain || host.endsWith(`.${domain}`));
const GOOGLE_HOST = /^(www\.|maps\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/;
/** A Google Maps page or its short link: what the map card opens. */
const isGoogleMaps = (host: string, url: URL) =>
  host === 'maps.app.goo.gl' || (host === 'goo.gl' && url.pathname.startsWith('/maps')) || (GOOGLE_HOST.test(host) && (host.startsWith('maps.') || url.pathname.startsWith('/maps')));

/** Vietnamese enterprise codes: 10 digits, a branch adds -NNN (Decree 01/2021/NĐ-CP). */
export const BUSINESS_CODE = /^\d{10}(-\d{3})?$/;

/**
 * The academy's profile as an admin saves it (PUT /admin/settings/site): the whole profile each
 * time. What Vietnamese e-commerce rules ask a selling website to show (Decree 52/2013/NĐ-CP art.
 * 29: name, address, phone, email, business code with its issuing place and date) is required;
 * the map, website and social links are optional ('' hides them).
 */
export const siteSettingsFormSchema = z.object({
  hotline,
  email: email({ required: M.emailRequired, invalid: M.emailInvalid }),
  address: text({ max: 300, required: M.addressRequired, tooLong: M.addressTooLong }).refine(hasReadableText, M.addressRequired),
  mapUrl: optionalHttpsLink(M.mapUrlInvalid, isGoogleMaps),
  website: optionalHttpsLink(M.websiteInvalid),
  facebook: optionalHttpsLink(M.facebookInvalid, under('facebook.com', 'fb.com', 'fb.me')),
  youtube: optionalHttpsLink(M.youtubeInvalid, under('youtube.com', 'youtu.be')),
  tiktok: optionalHttpsLink(M.tiktokInvalid, under('tiktok.com')),
  zalo: optionalHttpsLink(M.zaloInvalid, under('zalo.me', 'zalo.vn')),
  companyName: text({ max: 200, required: M.companyNameRequired, tooLong: M.companyNameTooLong }).refine(hasReadableText, M.companyNameRequired),
  businessCode: text({ max: 14, required: M.businessCodeInvalid, tooLong: M.businessCodeInvalid }).regex(BUSINESS_CODE, M.businessCodeInvalid),
  issuedBy: text({ max: 200, required: M.issuedByRequired, tooLong: M.issuedByTooLong }).refine(hasReadableText, M.issuedByRequired),
  issuedOn: z.string(M.issuedOnInvalid).refine((day) => calendarDaySchema.safeParse(day).success, M.issuedOnInvalid),
  emailSenderName: text({ max: 100, tooLong: M.senderNameTooLong }).default(''),
});
export type SiteSettingsForm = z.input<typeof siteSettingsFormSchema>;

/** The academy's profile as the site shows it (every field a string; '' is not shown). */
export const siteSettingsSchema = z.object({
  hotline: z.string(),
  email: z.string(),
  address: z.string(),
  mapUrl: z.string(),
  website: z.string(),
  facebook: z.string(),
  youtube: z.string(),
  tiktok: z.string(),
  zalo: z.string(),
  companyName: z.string(),
  businessCode: z.string(),
  issuedBy: z.string(),
  issuedOn: z.string(),
  emailSenderName: z.string(),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /site-settings: null until an admin first saves the profile. */
export const publicSiteSettingsResponseSchema = z.object({ settings: siteSettingsSchema.nullable() });
export type PublicSiteSettingsResponse = z.infer<typeof publicSiteSettingsResponseSchema>;

/** Who made a change: their name as their profile says now; null once the account is deleted. */
export const siteSettingsEditorSchema = z.object({ uid: z.string(), name: z.string().nullable() });

export const adminSiteSettingsSchema = z.object({
  settings: siteSettingsSchema.nullable(),
  /** Changes so far (0 before the first). */
  version: z.number().int(),
  /** `If-Match` of the next save; null before the first change. */
  revision: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: siteSettingsEditorSchema.nullable(),
});
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;

export const adminSiteSettingsResponseSchema = z.object({ site: adminSiteSettingsSchema });
export type AdminSiteSettingsResponse = z.infer<typeof adminSiteSettingsResponseSchema>;

export const siteSettingsChangedResponseSchema = z.object({ message: z.string(), site: adminSiteSettingsSchema });
export type SiteSettingsChangedResponse = z.infer<typeof siteSettingsChangedResponseSchema>;

/** One save in the history: who, when, which fields it changed and their values before and after. */
export const siteSettingsChangeSchema = z.object({
  version: z.number().int(),
  by: siteSettingsEditorSchema,
  at: z.string(),
  changedFields: z.array(z.enum(SITE_SETTINGS_FIELDS as [string, ...string[]])),
  before: siteSettingsSchema.partial(),
  after: siteSettingsSchema.partial(),
});
export type SiteSettingsChange = z.infer<typeof siteSettingsChangeSchema>;

export const siteSettingsHistoryQuerySchema = pageQuery(SITE_SETTINGS_HISTORY_PAGE_SIZE);
export type SiteSettingsHistoryQuery = z.input<typeof siteSettingsHistoryQuerySchema>;

export const siteSettingsHistoryResponseSchema = z.object({ changes: z.array(siteSettingsChangeSchema), pagination: paginationSchema });
export type SiteSettingsHistoryResponse = z.infer<typeof siteSettingsHistoryResponseSchema>;
