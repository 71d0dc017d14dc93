import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { InstructorApplicationEvent } from './domain/instructor-application/instructor-application.events';

const uid = z.string().min(1);
const at = z.string().min(1);
const attempt = z.number().int().min(1);

/**
 * The instructor-application events other modules (and identity's own follow-up) may consume: who
 * applied and what was decided, when. Never the details or the reason: those are personal data.
 * A contract: only extended, never renamed or narrowed.
 */
export const instructorApplicationPublicEvents = definePublicEvents<InstructorApplicationEvent>()({
  InstructorApplicationSubmitted: z.object({ uid, attempt, submittedAt: at }),
  InstructorApplicationAccepted: z.object({ uid, attempt, acceptedBy: uid, acceptedAt: at }),
  InstructorApplicationRejected: z.object({ uid, attempt, rejectedAt: at }),
});

export type InstructorApplicationPublicEvent = PublicEvent<typeof instructorApplicationPublicEvents>;
