import { Inject, Injectable } from '@nestjs/common';
import { foldEvents } from '../../../platform/domain/decider';
import { EVENT_STORE, EventStore } from '../../../platform/event-store/event-store.port';
import { courseDecider } from '../domain/course/course.decider';
import type { CourseEvent } from '../domain/course/course.events';
import type { CourseState } from '../domain/course/course.state';
import { toCourseStreamId } from '../domain/course/course.stream';

/** The course as its stream holds it now, and the stream's revision (-1: no course). */
export interface CurrentCourse {
  state: CourseState;
  revision: number;
}

/**
 * Reads a course's own stream, for the use cases that build their command from the course (ids
 * kept, images kept) and try it before anything is stored: the read models may lag, the stream
 * cannot, and the decision is then made at exactly this revision.
 */
@Injectable()
export class CourseHistory {
  constructor(@Inject(EVENT_STORE) private readonly events: EventStore) {}

  async current(courseId: string): Promise<CurrentCourse> {
    const history = await this.events.readStream(toCourseStreamId(courseId));
    const events = history.map(({ type, data }) => ({ type, data }) as CourseEvent);
    return { state: foldEvents(courseDecider, events), revision: history.length - 1 };
  }
}
