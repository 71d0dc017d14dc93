import { CourseReview, REVIEW_MESSAGES } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { LoadError } from '../../../components/ui/LoadError';
import { Pagination } from '../../../components/ui/Pagination';
import { Spinner } from '../../../components/ui/Spinner';
import { RatingStars } from '../../../components/ui/RatingStars';
import { errorOf } from '../../../lib/remote';
import { selectCourseReviews, selectMyReview, selectReviewList, selectReviewListFailure } from '../course-reviews.selectors';
import { courseReviewsActions as actions } from '../course-reviews.slice';
import { RatingSummary } from './RatingSummary';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import './course-reviews.css';

interface CourseReviewsProps {
  courseId: string;
  instructorName: string;
  /** Who looks at the page: a visitor, a signed-in user, or an admin (who may hide reviews). */
  viewer: { signedIn: boolean; isAdmin: boolean };
}

/** The course page's reviews: the rating block, the learner's own review or form, then the list, newest first. */
export function CourseReviews({ courseId, instructorName, viewer }: CourseReviewsProps) {
  const dispatch = useDispatch();
  const state = useSelector(selectCourseReviews);
  const list = useSelector(selectReviewList);
  const failure = useSelector(selectReviewListFailure);
  const mine = useSelector(selectMyReview);
  useEffect(() => {
    dispatch(actions.reviewsViewed({ courseId, signedIn: viewer.signedIn }));
  }, [dispatch, courseId, viewer.signedIn]);
  const current = state.courseId === courseId;

  return (
    <section className="course-block course-reviews" aria-labelledby="course-reviews-title" data-testid="course-reviews">
      <h2 id="course-reviews-title" className="course-block-title">
        {REVIEW_MESSAGES.sectionTitle}
      </h2>
      {current && list && <RatingSummary summary={list.summary} />}
      {current && mine?.canReview && <MyReview courseId={courseId} review={mine.review} />}
      {!current || (!list && !failure) ? (
        <Spinner label="Đang tải đánh giá..." />
      ) : failure && !list ? (
        <LoadError message={failure.message} onRetry={() => dispatch(actions.reviewsViewed({ courseId, signedIn: viewer.signedIn }))} testId="reviews-load-error" />
      ) : (
        list && (
          <>
            {list.reviews.length === 0 ? (
              <p className="muted review-empty">{REVIEW_MESSAGES.noReviews}</p>
            ) : (
              <ul className="review-list" aria-busy={state.list.status === 'loading'}>
                {list.reviews.map((review) => (
                  <ReviewItem
                    key={review._id}
                    review={review}
                    instructorName={instructorName}
                    canAnswer={mine?.canAnswer ?? false}
                    canModerate={viewer.isAdmin}
                    busy={state.busy[review._id] ?? false}
                    failure={state.failures[review._id]}
                    onAnswer={(answer) => dispatch(actions.answerSubmitted({ reviewId: review._id, answer }))}
                    onHide={(reason) => dispatch(actions.hideSubmitted({ reviewId: review._id, reason }))}
                    onUnhide={() => dispatch(actions.unhideSubmitted({ reviewId: review._id }))}
                  />
                ))}
              </ul>
            )}
            <Pagination
              currentPage={list.pagination.currentPage}
              totalPages={list.pagination.totalPages}
              onChange={(page) => dispatch(actions.pageChosen(page))}
              disabled={state.list.status === 'loading'}
            />
          </>
        )
      )}
    </section>
  );
}

/** An enrolled learner's own review with its edit button, or the form for a first one. */
function MyReview({ courseId, review }: { courseId: string; review: CourseReview | null }) {
  const dispatch = useDispatch();
  const saving = useSelector(selectCourseReviews).saving;
  const [editing, setEditing] = useState(false);
  // Cancelling a first review empties the form (a new key mounts a fresh one).
  const [attempt, setAttempt] = useState(0);
  // A saved review closes the edit form.
  useEffect(() => {
    if (saving.status === 'succeeded') setEditing(false);
  }, [saving.status]);
  const close = () => {
    setEditing(false);
    setAttempt((n) => n + 1);
    dispatch(actions.reviewFormClosed());
  };
  if (!review || editing) {
    return (
      <ReviewForm
        key={review?._id ?? `new-${attempt}`}
        current={review}
        busy={saving.status === 'loading'}
        failure={errorOf(saving)}
        onSubmit={(values) => dispatch(actions.reviewSubmitted({ courseId, review: values, editing: review !== null }))}
        onCancel={close}
      />
    );
  }
  return (
    <div className="review-mine" data-testid="my-review">
      <div className="review-mine-head">
        <p className="review-mine-title">{REVIEW_MESSAGES.yourReview}</p>
        <RatingStars rating={review.rating} size={16} />
        <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)} data-testid="my-review-edit">
          {REVIEW_MESSAGES.edit}
        </button>
      </div>
      {review.comment && <p className="review-item-text">{review.comment}</p>}
      {review.hidden && (
        <p className="alert alert-warning" role="status">
          {REVIEW_MESSAGES.yourReviewHidden}: {review.hidden.reason}
        </p>
      )}
    </div>
  );
}
