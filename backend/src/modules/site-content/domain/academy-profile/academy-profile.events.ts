import type { SiteSettings, SiteSettingsField } from '@academy/contracts';
import type { DomainEvent } from '../../../../platform/domain/decider';

/** The academy's contact and company data as an admin saved it (the whole profile: one form, so one event). */
export type AcademyProfile = SiteSettings;

/**
 * The profile as it now stands, who saved it and when, and which fields the save changed (so the
 * history reads without comparing versions).
 */
export type AcademyProfileUpdated = DomainEvent<'AcademyProfileUpdated', { profile: AcademyProfile; changedFields: SiteSettingsField[]; by: string; at: string }>;

export type AcademyProfileEvent = AcademyProfileUpdated;

export const ACADEMY_PROFILE_EVENT_TYPES = ['AcademyProfileUpdated'] as const satisfies ReadonlyArray<AcademyProfileEvent['type']>;
