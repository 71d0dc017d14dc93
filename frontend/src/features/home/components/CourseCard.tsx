import { COURSE_LEVEL_LABELS } from '@academy/contracts';
import { CourseCard as SharedCourseCard } from '../../../components/ui/CourseCard';
import { FeaturedCourse } from '../home.api';

/** A featured course on the home shelf: the catalogue's card, so both read the same. */
export function CourseCard({ course }: { course: FeaturedCourse }) {
  return (
    <li>
      <SharedCourseCard
        testId="featured-course"
        course={{
          slug: course.slug,
          title: course.title,
          shortDescription: course.shortDescription,
          thumbnailUrl: course.thumbnailUrl,
          instructorName: course.instructorName,
          categoryName: course.categoryName,
          levelLabel: course.level ? COURSE_LEVEL_LABELS[course.level] : null,
          lessonsCount: course.lessonsCount,
          durationSeconds: null,
          rating: course.rating,
          reviewsCount: course.reviewsCount,
          price: course.price,
          originalPrice: course.originalPrice,
          currency: course.currency,
        }}
      />
    </li>
  );
}
