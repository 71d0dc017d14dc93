import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { CourseProgress } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { CourseCurricula, lectureIdsOf } from '../../../catalogue';
import { CoursePlayerAccess, PlayerViewer } from '../../course-player-access';
import { progressAggregate } from '../../domain/progress/progress.decider';
import { courseProgressOf } from '../../domain/progress/course-progress';

/** A learner marks a lecture done in the player (spec part 2 section 7, `POST progress/update`). */
export class CompleteLectureCommand {
  constructor(
    readonly viewer: PlayerViewer,
    readonly courseId: string,
    readonly lectureId: string,
    /** The header's course access token; null when none was sent. */
    readonly accessToken: string | null,
    readonly at: Date,
  ) {}
}

export interface CompleteLectureOutcome {
  /** False when the lecture was already completed: nothing was recorded. */
  lectureCompleted: boolean;
  progress: CourseProgress;
}

/**
 * The player's gate first (enrolment, then the course access token; an instructor or admin
 * previewing records progress only in a course they are enrolled in), then the decision on the
 * learner's progress stream over the curriculum as it is now. The answer is counted from the state
 * the decision left, the same way the content call counts it from the read model the command
 * waited for, so the two agree.
 */
@CommandHandler(CompleteLectureCommand)
export class CompleteLectureHandler implements ICommandHandler<CompleteLectureCommand, CompleteLectureOutcome> {
  constructor(
    private readonly curricula: CourseCurricula,
    private readonly access: CoursePlayerAccess,
    private readonly commands: CommandSender,
  ) {}

  async execute({ viewer, courseId, lectureId, accessToken, at }: CompleteLectureCommand): Promise<CompleteLectureOutcome> {
    const unknownCourse = () => new DomainError('COURSE_NOT_FOUND_BY_ID', 'not_found');
    const course = await this.curricula.byId(courseId);
    if (course === null) throw unknownCourse();
    const { enrolled } = await this.access.open(viewer, course, accessToken, at, unknownCourse);
    // An instructor or admin previewing a course they do not have: nothing of theirs to record.
    if (!enrolled) throw new DomainError('COURSE_NOT_ENROLLED', 'forbidden');
    const lectureIds = lectureIdsOf(course);
    const { events, state } = await this.commands.decide(
      progressAggregate,
      { type: 'CompleteLecture', data: { userId: viewer.uid, courseId, lectureId, lectureIds, at: at.toISOString() } },
      { at },
    );
    return {
      lectureCompleted: events.some((event) => event.type === 'LectureCompleted'),
      progress: courseProgressOf(lectureIds, state.completedLectureIds, state.courseCompletedAt),
    };
  }
}
