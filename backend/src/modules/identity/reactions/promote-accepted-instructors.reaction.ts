import { Decide } from '../../../platform/commands/decide';
import { defineReaction } from '../../../platform/reactions/define-reaction';
import { userAccountDecider } from '../domain/user-account/user-account.decider';
import { instructorApplicationPublicEvents } from '../instructor-application.public-events';

/**
 * An accepted application makes the applicant an instructor through the usual role change (so the
 * profile, the admin list, the access guard and the 'role_changed' notice all follow). A follow-up
 * on the account's own stream, durable: a crash after the acceptance is finished by the next
 * delivery. Repeats, and applicants deleted or made admin meanwhile, change nothing.
 */
export const promoteAcceptedInstructors = defineReaction({
  name: 'identity.promote-accepted-instructors',
  consumes: instructorApplicationPublicEvents,
  handlers: {
    async InstructorApplicationAccepted({ data }, { commands, clock, source }) {
      const command = { type: 'PromoteToInstructor', data: { uid: data.uid, by: data.acceptedBy, at: data.acceptedAt } } as const;
      await commands.execute(new Decide(userAccountDecider, command, { at: clock.now(), causationId: source.id }));
    },
  },
});
