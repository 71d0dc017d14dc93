import { COURSE_LEVEL_LABELS, CourseSummary } from '@academy/contracts';
import { CourseCardData } from '../../components/ui/CourseCard';

/** A course of the public list as the shared card shows it. */
export function toCourseCardData(course: CourseSummary): CourseCardData {
  return {
    slug: course.slug,
    title: course.title,
    shortDescription: course.shortDescription.trim() || null,
    thumbnailUrl: course.courseThumbnail,
    instructorName: course.instructorName,
    categoryName: course.category?.name ?? null,
    levelLabel: COURSE_LEVEL_LABELS[course.level],
    lessonsCount: course.lessonsCount,
    durationSeconds: course.duration,
    rating: course.rating,
    reviewsCount: course.reviewsCount,
    price: course.price,
    originalPrice: course.originalPrice,
    currency: course.currency,
  };
}
