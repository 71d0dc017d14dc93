import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/domain/domain-error';
import { READ_STORE, ReadStore } from '../../../platform/read-store/read-store.port';
import type { CourseSection } from '../domain/course/course.events';
import { lecturesOf } from '../domain/course/course.state';
import { mediaLibraryRows } from '../read-models/media-library/media-library.read-model';

/**
 * The videos a course's lectures may play: one from its instructor's library, or the acting admin's
 * own upload, or one the course already plays. A course must never borrow another instructor's
 * private video: as a free preview, anyone could then watch it.
 */
@Injectable()
export class CourseMedia {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async assertPlayable(sections: readonly CourseSection[], owners: { instructorId: string; actorId: string }, current: readonly CourseSection[] = []): Promise<void> {
    const kept = new Set(lecturesOf(current).map((lecture) => lecture.mediaAssetId));
    const added = [...new Set(lecturesOf(sections).map((lecture) => lecture.mediaAssetId))].filter((id) => !kept.has(id));
    if (added.length === 0) return;
    const { items } = await mediaLibraryRows(this.store).find({ filter: { id: { $in: added } }, limit: added.length });
    const usable = new Set(items.filter((row) => row.ownerId === owners.instructorId || row.ownerId === owners.actorId).map((row) => row.id));
    if (added.some((id) => !usable.has(id))) throw new DomainError('COURSE_MEDIA_UNAVAILABLE', 'invalid');
  }
}
