import { Controller, HttpCode, Inject } from '@nestjs/common';
import { COURSE_MESSAGES, endpoints, ParsedBodyOf, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, ValidBody } from '../../../../platform/http/api-endpoint.decorator';
import { CourseCommand, courseDecider } from '../../domain/course/course.decider';
import { EditableCourseQuery } from '../../read-models/editable-course/editable-course.query';
import { courseAnswer } from '../course-answer';

/**
 * An admin's verdict on a course awaiting review: approval puts it on sale, rejection sends the
 * reason to its instructor (a notification, from the public event). A second admin giving the same
 * verdict records nothing and gets the same answer.
 */
@Controller()
export class ReviewCourseController {
  constructor(
    private readonly commands: CommandSender,
    private readonly courses: EditableCourseQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiEndpoint(endpoints.reviewCourse)
  @HttpCode(200)
  async review(@ValidBody() { courseId, action, reason }: ParsedBodyOf<'reviewCourse'>, @CurrentPrincipal() admin: Principal): Promise<ResponseOf<'reviewCourse'>> {
    const at = this.clock.now();
    const actor = { id: admin.uid, role: 'admin' } as const;
    const acting = { courseId, actor, at: at.toISOString() };
    const command: CourseCommand = action === 'approve' ? { type: 'ApproveCourse', data: acting } : { type: 'RejectCourse', data: { ...acting, reason } };
    await this.commands.decide(courseDecider, command, { at });
    return courseAnswer(this.courses, courseId, actor, action === 'approve' ? COURSE_MESSAGES.approved : COURSE_MESSAGES.rejected);
  }
}
