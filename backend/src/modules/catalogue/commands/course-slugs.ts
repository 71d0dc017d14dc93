import { Injectable } from '@nestjs/common';
import { CommandSender } from '../../../platform/commands/command-sender';
import { DomainError } from '../../../platform/domain/domain-error';
import { courseSlugCandidate, courseSlugDecider } from '../domain/course/course-slug.decider';

/** Enough for any run of courses sharing a title; past it something is wrong, and the author hears so. */
const MAX_CANDIDATES = 1_000;

const isTaken = (error: unknown) => error instanceof DomainError && error.code === 'COURSE_SLUG_TAKEN';

/** The slug reservations that creating and renaming a course share (a deleted course's slug is released by a reaction). */
@Injectable()
export class CourseSlugs {
  constructor(private readonly commands: CommandSender) {}

  /**
   * Runs `work` with the first free slug of `base`, `base-2`, `base-3`…, held by the course. A
   * slug taken for this work is given back when the work fails, so a refused save keeps no address
   * from anyone. A slug the course already holds (a retried create) is simply its own again.
   */
  async holdingFirstFree<T>(base: string, courseId: string, at: Date, work: (slug: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
      const slug = courseSlugCandidate(base, attempt);
      const claimed = await this.claim(slug, courseId, at);
      if (claimed === 'taken') continue;
      try {
        return await work(slug);
      } catch (error) {
        if (claimed === 'new') await this.release(slug, courseId, at);
        throw error;
      }
    }
    throw new DomainError('COURSE_SLUG_TAKEN', 'conflict');
  }

  async release(slug: string, courseId: string, at: Date): Promise<void> {
    await this.commands.decide(courseSlugDecider, { type: 'ReleaseCourseSlug', data: { slug, courseId, at: at.toISOString() } }, { at });
  }

  private async claim(slug: string, courseId: string, at: Date): Promise<'new' | 'held' | 'taken'> {
    try {
      const { events } = await this.commands.decide(courseSlugDecider, { type: 'ClaimCourseSlug', data: { slug, courseId, at: at.toISOString() } }, { at });
      return events.length > 0 ? 'new' : 'held';
    } catch (error) {
      if (isTaken(error)) return 'taken';
      throw error;
    }
  }
}
