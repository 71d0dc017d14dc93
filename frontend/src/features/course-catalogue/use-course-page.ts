import { CourseLecture } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { dataOf, errorOf } from '../../lib/remote';
import { selectCoursePage } from './course-catalogue.selectors';
import { courseCatalogueActions } from './course-catalogue.slice';

/** The course page of `slug`: asked for when the slug changes, with a retry for a failed load. */
export function useCoursePage(slug: string) {
  const dispatch = useDispatch();
  const page = useSelector(selectCoursePage);
  useEffect(() => {
    dispatch(courseCatalogueActions.coursePageViewed(slug));
  }, [dispatch, slug]);
  // Until the effect has run, the slice may still hold another course: show none of it.
  const current = page.slug === slug;
  const course = current ? dataOf(page.course) : undefined;
  return {
    course,
    failure: current ? errorOf(page.course) : undefined,
    notFound: current && page.notFound,
    retry: () => dispatch(courseCatalogueActions.coursePageViewed(slug)),
    openPreview: (lecture: CourseLecture) => {
      if (course) dispatch(courseCatalogueActions.previewOpened({ courseId: course._id, lecture }));
    },
  };
}

/** '<course title> | <site>' once known; the not-found and loading pages say what they are. */
export function coursePageTitle({ course, notFound }: { course?: { title: string }; notFound: boolean }): string {
  if (course) return course.title;
  return notFound ? 'Không tìm thấy khóa học' : 'Khóa học';
}
