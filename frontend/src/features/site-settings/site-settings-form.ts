import { SITE_SETTINGS_FIELDS, SiteSettings, SiteSettingsField, SiteSettingsForm, siteSettingsFormSchema } from '@academy/contracts';
import { checkWithSchema, FormDefinition } from '../../lib/form';
import { formatPhone } from './contact-format';

export type SiteSettingsValues = Record<SiteSettingsField, string>;

const EMPTY = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, ''])) as SiteSettingsValues;

/** The form starts from the saved settings (the hotline grouped for reading), or empty before the first save. */
export const siteSettingsValues = (settings: SiteSettings | null): SiteSettingsValues =>
  settings ? { ...EMPTY, ...settings, hotline: formatPhone(settings.hotline) } : EMPTY;

/** The settings form's checks: the contracts' schema, as the server runs it. */
export function siteSettingsForm(initial: SiteSettingsValues): FormDefinition<SiteSettingsField, SiteSettingsForm> {
  return {
    fields: SITE_SETTINGS_FIELDS,
    initial,
    validate: (values) => checkWithSchema(siteSettingsFormSchema, values, SITE_SETTINGS_FIELDS),
  };
}
