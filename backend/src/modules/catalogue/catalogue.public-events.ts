import { z } from 'zod';
import { definePublicEvents, type PublicEvent } from '../../platform/reactions/public-events';
import type { CourseEvent } from './domain/course/course.events';

const id = z.string().min(1);
const at = z.string().min(1);
const money = z.number().int().min(0);
const pricing = { price: money, originalPrice: money.nullable(), currency: z.literal('VND') };
/** What goes on sale: commerce sells at this price, wallet and affiliate pay this instructor, notifications link this slug. */
const publication = { courseId: id, instructorId: id, slug: z.string(), title: z.string(), ...pricing };

const lecture = z.object({
  lectureId: id,
  title: z.string(),
  mediaAssetId: id,
  durationSeconds: z.number().int().min(0),
  isFreePreview: z.boolean(),
  thumbnailUrl: z.string().nullable(),
});

/**
 * The course events other modules may consume, and the fields they may read: the review's outcome
 * (notifications), what is on sale and at what price (commerce, wallet, affiliate), the lectures
 * (learning) and the end of a course. A contract: never renamed or narrowed, only extended. Titles,
 * slugs and reasons are the catalogue's, not personal data.
 */
export const cataloguePublicEvents = definePublicEvents<CourseEvent>()({
  CourseSubmittedForReview: z.object({ courseId: id, instructorId: id, title: z.string(), submittedAt: at }),
  CourseApproved: z.object({ ...publication, publishedAt: at }),
  CourseRejected: z.object({ courseId: id, instructorId: id, title: z.string(), reason: z.string(), rejectedAt: at }),
  CoursePriced: z.object({ courseId: id, ...pricing, pricedAt: at }),
  CourseCurriculumReplaced: z.object({
    courseId: id,
    sections: z.array(z.object({ sectionId: id, title: z.string(), lectures: z.array(lecture) })),
    removedLectureIds: z.array(id),
    replacedAt: at,
  }),
  CourseUnpublished: z.object({ courseId: id, instructorId: id, unpublishedAt: at }),
  CourseRepublished: z.object({ ...publication, publishedAt: at }),
  CourseArchived: z.object({ courseId: id, instructorId: id, archivedAt: at }),
  CourseDeleted: z.object({ courseId: id, instructorId: id, slug: z.string(), deletedAt: at }),
});

export type CataloguePublicEvent = PublicEvent<typeof cataloguePublicEvents>;
