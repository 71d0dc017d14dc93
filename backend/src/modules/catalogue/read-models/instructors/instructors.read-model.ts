import type { Role } from '@academy/contracts';
import type { SealedData } from '../../../../platform/domain/sealed-data';
import type { ReadStore } from '../../../../platform/read-store/read-store.port';

/**
 * The catalogue's own view of the people who may author courses, fed by identity's public events
 * (the catalogue never reads identity's collections). Every account has a row holding its details
 * sealed; they are opened only for instructors and admins, whose name and avatar the course pages
 * show, so the catalogue keeps no student's details in the clear. A deleted account's row goes.
 */
export interface InstructorRow {
  /** The user's uid. */
  id: string;
  role: Role;
  /** The latest sealed details, kept so a student made instructor can be named without the old event. */
  sealed: SealedData | null;
  /** Opened details: null for students, and for an account whose key is gone. */
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
  joinedAt: string;
}

/** What the catalogue reads of a person's sealed details. */
export interface PublicProfile {
  name: string;
  email: string;
  avatarUrl: string | null;
}

export const INSTRUCTORS_COLLECTION = 'catalogue_instructors';

/** The admin's instructor list (by role, newest first) and look-ups by id for the course rows. */
export const instructorRows = (store: ReadStore) =>
  store.collection<InstructorRow>(INSTRUCTORS_COLLECTION, {
    present: ['role', 'joinedAt'],
    indexes: [['role', { field: 'joinedAt', direction: 'desc' }]],
  });

/** Whose details the catalogue opens: the people whose courses others see. */
export const authorsCourses = (role: Role): boolean => role === 'instructor' || role === 'admin';
