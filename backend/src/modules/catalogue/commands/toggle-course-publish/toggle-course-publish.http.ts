import { Controller, Inject } from '@nestjs/common';
import { COURSE_MESSAGES, endpoints, ResponseOf } from '@academy/contracts';
import { CurrentPrincipal } from '../../../../platform/auth/access.guard';
import type { Principal } from '../../../../platform/auth/principal';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { ApiEndpoint, PathParam } from '../../../../platform/http/api-endpoint.decorator';
import { ExpectedRevision } from '../../../../platform/http/expected-revision';
import { courseActorOf } from '../../domain/course/course-actor';
import { courseScreenDecider } from '../../domain/course/course-screen.decider';
import type { CourseEvent } from '../../domain/course/course.events';
import { EditableCourseQuery } from '../../read-models/editable-course/editable-course.query';
import { courseAnswer } from '../course-answer';

/** What the button did, in the toast; nothing recorded means the course already was where the click sends it. */
function messageFor(events: CourseEvent[]): string {
  const done = events[0]?.type;
  if (done === 'CourseUnpublished') return COURSE_MESSAGES.unpublished;
  if (done === 'CourseRepublished') return COURSE_MESSAGES.republished;
  return COURSE_MESSAGES.submitted;
}

@Controller()
export class ToggleCoursePublishController {
  constructor(
    private readonly commands: CommandSender,
    private readonly courses: EditableCourseQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A toggle repeated by a double click would undo itself: the screen sends `If-Match` to prevent that. */
  @ApiEndpoint(endpoints.toggleCoursePublish)
  async toggle(
    @PathParam('id') id: string,
    @CurrentPrincipal() principal: Principal,
    @ExpectedRevision() expectedRevision: number | undefined,
  ): Promise<ResponseOf<'toggleCoursePublish'>> {
    const at = this.clock.now();
    const actor = courseActorOf(principal.uid, principal.role);
    const command = { type: 'ToggleCoursePublish', data: { courseId: id, actor, at: at.toISOString() } } as const;
    const { events } = await this.commands.decide(courseScreenDecider, command, { at, expectedRevision });
    return courseAnswer(this.courses, id, actor, messageFor(events));
  }
}
