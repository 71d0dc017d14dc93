import { SITE_SETTINGS_FIELDS, SiteSettingsField } from '@academy/contracts';
import { Aggregate, assertNever } from '../../../../platform/domain/decider';
import type { AcademyProfile, AcademyProfileEvent } from './academy-profile.events';
import { ACADEMY_PROFILE_STREAM_ID } from './academy-profile.stream';
import { AcademyProfileState, evolve, initialState } from './academy-profile.state';

/** An admin's save of the whole profile, already checked field by field by the contracts. */
export type UpdateAcademyProfile = { type: 'UpdateAcademyProfile'; data: { profile: AcademyProfile; by: string; at: string } };

export type AcademyProfileCommand = UpdateAcademyProfile;

export function decide(command: AcademyProfileCommand, state: AcademyProfileState): AcademyProfileEvent[] {
  switch (command.type) {
    case 'UpdateAcademyProfile':
      return update(command, state);
    default:
      return assertNever(command.type);
  }
}

/** The fields whose value differs; before the first save every field with a value counts as changed. */
export function changedFields(before: AcademyProfile | null, after: AcademyProfile): SiteSettingsField[] {
  return SITE_SETTINGS_FIELDS.filter((field) => (before ? before[field] !== after[field] : after[field] !== ''));
}

/**
 * Saving what is already recorded records nothing: a retried save or an unchanged form adds no
 * version to the history. Only the known fields are recorded, in their order, so an event never
 * carries more than the profile.
 */
function update({ data: { profile, by, at } }: UpdateAcademyProfile, state: AcademyProfileState): AcademyProfileEvent[] {
  const recorded = Object.fromEntries(SITE_SETTINGS_FIELDS.map((field) => [field, profile[field]])) as AcademyProfile;
  const changed = changedFields(state.profile, recorded);
  if (state.profile && changed.length === 0) return [];
  return [{ type: 'AcademyProfileUpdated', data: { profile: recorded, changedFields: changed, by, at } }];
}

export const academyProfileDecider: Aggregate<AcademyProfileCommand, AcademyProfileEvent, AcademyProfileState> = {
  initialState,
  evolve,
  decide,
  streamIdOf: () => ACADEMY_PROFILE_STREAM_ID,
};
