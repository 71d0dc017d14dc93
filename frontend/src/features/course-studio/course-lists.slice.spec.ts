import { dataOf } from '../../lib/remote';
import { courseListsActions, courseListsReducer, initialCourseListsState, myCourses } from './course-lists.slice';
import { managedCourse } from './course.fixture';

const loaded = () =>
  courseListsReducer(initialCourseListsState, myCourses.actions.received({ rows: [managedCourse('a'), managedCourse('b')], currentPage: 1, totalPages: 1, totalItems: 2 }));

describe('course lists reducer', () => {
  it('erases a deleted course from the page, but keeps an archived one listed as archived', () => {
    const erased = courseListsReducer(loaded(), courseListsActions.deleted({ id: 'a', archived: false }));
    expect(dataOf(erased.mine.result)?.rows.map((c) => c._id)).toEqual(['b']);
    const archived = courseListsReducer(loaded(), courseListsActions.deleted({ id: 'a', archived: true }));
    expect(dataOf(archived.mine.result)?.rows.map((c) => [c._id, c.status])).toEqual([
      ['a', 'archived'],
      ['b', 'draft'],
    ]);
  });

  it('marks the row busy while its toggle or deletion is under way', () => {
    const toggling = courseListsReducer(loaded(), courseListsActions.toggleRequested(managedCourse('a')));
    expect(toggling.busy).toEqual({ a: 'toggle' });
    const asked = courseListsReducer(toggling, courseListsActions.deleteRequested(managedCourse('b')));
    const deleting = courseListsReducer(asked, courseListsActions.deleteConfirmed());
    expect(deleting.busy).toEqual({ a: 'toggle', b: 'delete' });
    // Closing the dialog while the request is out would lose its answer.
    expect(courseListsReducer(deleting, courseListsActions.deleteCancelled()).deletion.course?._id).toBe('b');
  });
});
