import { COURSE_ERRORS } from '@academy/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithStore } from '../../../../../test/render';
import { courseReviewActions } from '../../course-review.slice';
import { editableCourse } from '../../course.fixture';
import { CourseReview } from './CourseReview';

function renderLoaded(onPlayVideo?: (video: { _id: string; title: string }) => void) {
  const view = renderWithStore(<CourseReview courseId="p" onPlayVideo={onPlayVideo} />);
  act(() => {
    view.store.dispatch(courseReviewActions.reviewLoaded(editableCourse('p', { status: 'pending_review', title: 'Quảng cáo Facebook cho người mới' })));
  });
  return view;
}

describe('CourseReview', () => {
  it('shows the whole course read-only with its curriculum and plays a lecture', () => {
    const played: string[] = [];
    const view = renderLoaded((video) => played.push(video._id));
    expect(view.types()).toContain(courseReviewActions.reviewOpened.type);
    expect(screen.getByTestId('review-title').textContent).toBe('Quảng cáo Facebook cho người mới');
    expect(screen.getAllByTestId('review-lecture').map((l) => l.textContent)).toEqual(['Bài 1Giới thiệuHọc thử10:00', 'Bài 2Tài khoản quảng cáo10:00']);
    fireEvent.click(screen.getAllByTestId('review-play')[1]);
    expect(played).toEqual(['m2']);
  });

  it('approves at once', () => {
    const { actions } = renderLoaded();
    fireEvent.click(screen.getByTestId('review-approve'));
    expect(actions.find((a) => a.type === courseReviewActions.decisionSubmitted.type)?.payload).toEqual({ action: 'approve', reason: '' });
    expect((screen.getByTestId('review-reject') as HTMLButtonElement).disabled).toBe(true);
  });

  it('rejects only with a reason', () => {
    const { actions } = renderLoaded();
    fireEvent.click(screen.getByTestId('review-reject'));
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('reject-submit'));
    expect(screen.getByTestId('reject-reason-error').textContent).toBe(COURSE_ERRORS.COURSE_REJECTION_REASON_REQUIRED);
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: ' Video bài 2 bị lỗi âm thanh. ' } });
    fireEvent.click(screen.getByTestId('reject-submit'));
    expect(actions.find((a) => a.type === courseReviewActions.decisionSubmitted.type)?.payload).toEqual({
      action: 'reject',
      reason: 'Video bài 2 bị lỗi âm thanh.',
    });
  });
});
