import { LEARNING_MESSAGES, LICENCE_MESSAGES } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { selectMyCourses, selectMyTools } from '../my-learning.selectors';
import { myLearningActions } from '../my-learning.slice';
import { MyCourseActions } from './MyCourseCard';
import { MyCourseList } from './MyCourseList';
import { MyToolList } from './MyToolList';
import './my-learning.css';

/**
 * Both lists of /my-courses, loaded fresh each time the page opens (a purchase may have just been
 * paid). `courseActions` is the page's slot under each course card (another feature's buttons).
 */
export function MyLearning({ courseActions }: { courseActions?: MyCourseActions }) {
  const dispatch = useDispatch();
  const courses = useSelector(selectMyCourses);
  const tools = useSelector(selectMyTools);

  useEffect(() => {
    dispatch(myLearningActions.pageOpened());
  }, [dispatch]);

  return (
    <>
      <section className="my-learning-section" aria-labelledby="my-courses-title">
        <h2 className="my-learning-section-title" id="my-courses-title">
          <Icon name="book" size={20} />
          {LEARNING_MESSAGES.enrolledCoursesTitle}
        </h2>
        <MyCourseList courses={courses} onRetry={() => dispatch(myLearningActions.coursesRetried())} courseActions={courseActions} />
      </section>
      <section className="my-learning-section" id="phan-mem" aria-labelledby="my-tools-title">
        <h2 className="my-learning-section-title" id="my-tools-title">
          <Icon name="tools" size={20} />
          {LICENCE_MESSAGES.title}
        </h2>
        <MyToolList tools={tools} onRetry={() => dispatch(myLearningActions.toolsRetried())} />
      </section>
    </>
  );
}
