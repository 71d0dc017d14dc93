import { defineReaction, ReactionContext } from '../../../platform/reactions/define-reaction';
import { IssueCertificateCommand } from '../commands/issue-certificate/issue-certificate.handler';
import { learningPublicEvents } from '../learning.public-events';

async function settle({ commands, clock, source }: ReactionContext, userId: string, courseId: string, at: string): Promise<void> {
  await commands.execute(new IssueCertificateCommand(userId, courseId, at, clock.now(), source.id));
}

/**
 * A learner who completes a course gets its certificate; a refund revokes it; holding the course
 * again (bought again, or an admin's grant) reinstates it. Each event only says which learner and
 * course to look at again: the handler decides from their streams as they are now, so delivery at
 * least once, in any replay, ends in the same certificate with the first code.
 */
export const issueCertificateOnCourseCompleted = defineReaction({
  name: 'learning.issue-certificate-on-course-completed',
  consumes: learningPublicEvents,
  handlers: {
    CourseCompleted: ({ data }, context) => settle(context, data.userId, data.courseId, data.completedAt),
    EnrolmentGranted: ({ data }, context) => settle(context, data.userId, data.courseId, data.enrolledAt),
    EnrolmentWithdrawn: ({ data }, context) => settle(context, data.userId, data.courseId, data.withdrawnAt),
  },
});
