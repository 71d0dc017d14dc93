import { assertNever } from '../../../../platform/domain/decider';
import type { AcademyProfile, AcademyProfileEvent } from './academy-profile.events';

/** Null until an admin first saves the profile: the site then shows no contact data rather than made-up data. */
export interface AcademyProfileState {
  profile: AcademyProfile | null;
}

export const initialState: AcademyProfileState = { profile: null };

export function evolve(state: AcademyProfileState, event: AcademyProfileEvent): AcademyProfileState {
  switch (event.type) {
    case 'AcademyProfileUpdated':
      return { profile: event.data.profile };
    default:
      return assertNever(event.type);
  }
}
