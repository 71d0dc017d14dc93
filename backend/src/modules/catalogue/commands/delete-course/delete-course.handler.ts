import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { courseDecider } from '../../domain/course/course.decider';
import type { CourseActor } from '../../domain/course/course.events';
import { COURSE_ENROLMENTS, CourseEnrolments } from '../../course-enrolments';

export class DeleteCourseCommand {
  constructor(
    readonly courseId: string,
    readonly actor: CourseActor,
    readonly at: Date,
  ) {}
}

/**
 * Whether anyone has the course is learning's answer (`COURSE_ENROLMENTS`): a paid order or an
 * admin's grant makes a student. A student enrolling in the instant between that question and the
 * deletion is the race docs/decisions.md accepts. An erased course's slug is
 * released by a reaction on `CourseDeleted`; an archived one keeps it. Returns whether it was archived.
 */
@CommandHandler(DeleteCourseCommand)
export class DeleteCourseHandler implements ICommandHandler<DeleteCourseCommand> {
  constructor(
    private readonly commands: CommandSender,
    @Inject(COURSE_ENROLMENTS) private readonly enrolments: CourseEnrolments,
  ) {}

  async execute({ courseId, actor, at }: DeleteCourseCommand): Promise<{ archived: boolean }> {
    const hasStudents = await this.enrolments.hasStudents(courseId);
    const data = { courseId, actor, at: at.toISOString(), hasStudents };
    const { state } = await this.commands.decide(courseDecider, { type: 'DeleteCourse', data }, { at });
    return { archived: state.status === 'archived' };
  }
}
