import type { ErrorCode } from '@academy/contracts';
import { Aggregate, DomainEvent } from '../../../../platform/domain/decider';
import { DomainError } from '../../../../platform/domain/domain-error';
import { isWholeDong } from '../../../../platform/domain/money';
import { CommissionRates, ratesHold } from '../commission';

export interface AffiliateProgrammeSettings extends CommissionRates {
  /** How long the referral cookie lasts (the track call sets it). */
  cookieDays: number;
  /** Days after the payment before an approved commission may be paid out (refunds come first). */
  holdingDays: number;
  /** The least a payout pays, whole đồng. */
  minimumPayout: number;
}

/** The spec's 30 % direct, 20 % team and 30-day cookie; a month's hold and 200.000 ₫ minimum until an admin says otherwise. */
export const DEFAULT_AFFILIATE_SETTINGS: AffiliateProgrammeSettings = {
  directRatePercent: 30,
  teamRatePercent: 20,
  cookieDays: 30,
  holdingDays: 30,
  minimumPayout: 200_000,
};

export type AffiliateSettingsChanged = DomainEvent<'AffiliateSettingsChanged', AffiliateProgrammeSettings & { by: string; at: string }>;
export type AffiliateSettingsEvent = AffiliateSettingsChanged;
export const AFFILIATE_SETTINGS_EVENT_TYPES = ['AffiliateSettingsChanged'] as const satisfies ReadonlyArray<AffiliateSettingsEvent['type']>;

export type ChangeAffiliateSettings = { type: 'ChangeAffiliateSettings'; data: AffiliateProgrammeSettings & { by: string; at: string } };

export type AffiliateSettingsState = { settings: AffiliateProgrammeSettings; updatedAt: string | null; updatedBy: string | null };

/** The programme has one settings stream. */
export const AFFILIATE_SETTINGS_STREAM_ID = 'affiliate_settings-programme';

const MAX_MINIMUM_PAYOUT = 100_000_000;
const inRange = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function checked(settings: AffiliateProgrammeSettings): AffiliateProgrammeSettings {
  const { directRatePercent, teamRatePercent, cookieDays, holdingDays, minimumPayout } = settings;
  rule(ratesHold({ directRatePercent, teamRatePercent }), 'AFFILIATE_RATES_INVALID');
  rule(inRange(cookieDays, 1, 365), 'AFFILIATE_COOKIE_DAYS_INVALID');
  rule(inRange(holdingDays, 0, 365), 'AFFILIATE_HOLDING_DAYS_INVALID');
  rule(isWholeDong(minimumPayout) && minimumPayout <= MAX_MINIMUM_PAYOUT, 'AFFILIATE_MINIMUM_PAYOUT_INVALID');
  return { directRatePercent, teamRatePercent, cookieDays, holdingDays, minimumPayout };
}

function rule(holds: boolean, code: ErrorCode): void {
  if (!holds) throw new DomainError(code, 'invalid');
}

const same = (a: AffiliateProgrammeSettings, b: AffiliateProgrammeSettings) =>
  (Object.keys(a) as Array<keyof AffiliateProgrammeSettings>).every((key) => a[key] === b[key]);

/**
 * Every change is recorded with who made it; conversions carry the rates and payable date they
 * were made with, so a change applies to new conversions only. Saving the same settings records nothing.
 */
export const affiliateSettingsDecider: Aggregate<ChangeAffiliateSettings, AffiliateSettingsEvent, AffiliateSettingsState> = {
  initialState: { settings: DEFAULT_AFFILIATE_SETTINGS, updatedAt: null, updatedBy: null },
  evolve: (_state, { data: { by, at, ...settings } }) => ({ settings, updatedAt: at, updatedBy: by }),
  decide({ data: { by, at, ...form } }, state) {
    const settings = checked(form);
    return same(settings, state.settings) ? [] : [{ type: 'AffiliateSettingsChanged', data: { ...settings, by, at } }];
  },
  streamIdOf: () => AFFILIATE_SETTINGS_STREAM_ID,
};
