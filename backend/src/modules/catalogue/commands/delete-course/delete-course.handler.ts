import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { courseDecider } from '../../domain/course/course.decider';
import type { CourseActor } from '../../domain/course/course.events';
import { EditableCourseQuery } from '../../read-models/editable-course/editable-course.query';

export class DeleteCourseCommand {
  constructor(
    readonly courseId: string,
    readonly actor: CourseActor,
    readonly at: Date,
  ) {}
}

/**
 * Whether anyone has the course comes from the course's `enrolledStudents` counter, which learning
 * will feed (until then it is 0 and every delete erases). A student enrolling in the instant between
 * that read and the deletion is the race docs/decisions.md accepts. An erased course's slug is
 * released by a reaction on `CourseDeleted`; an archived one keeps it. Returns whether it was archived.
 */
@CommandHandler(DeleteCourseCommand)
export class DeleteCourseHandler implements ICommandHandler<DeleteCourseCommand> {
  constructor(
    private readonly commands: CommandSender,
    private readonly courses: EditableCourseQuery,
  ) {}

  async execute({ courseId, actor, at }: DeleteCourseCommand): Promise<{ archived: boolean }> {
    const hasStudents = ((await this.courses.row(courseId))?.enrolledStudents ?? 0) > 0;
    const data = { courseId, actor, at: at.toISOString(), hasStudents };
    const { state } = await this.commands.decide(courseDecider, { type: 'DeleteCourse', data }, { at });
    return { archived: state.status === 'archived' };
  }
}
