import { CourseReview, REVIEW_MESSAGES } from '@academy/contracts';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { RatingStars } from '../../../components/ui/RatingStars';
import { formatDate } from '../../../lib/format';
import { RemoteError } from '../../../lib/remote';
import { AnswerForm } from './AnswerForm';
import { HideReviewDialog } from './HideReviewDialog';

interface ReviewItemProps {
  review: CourseReview;
  instructorName: string;
  /** The caller teaches this course: they may answer. */
  canAnswer: boolean;
  /** The caller is an admin: they may hide or show it again. */
  canModerate: boolean;
  busy: boolean;
  failure: RemoteError | undefined;
  onAnswer(answer: string): void;
  onHide(reason: string): void;
  onUnhide(): void;
}

export function ReviewItem({ review, instructorName, canAnswer, canModerate, busy, failure, onAnswer, onHide, onUnhide }: ReviewItemProps) {
  const [answering, setAnswering] = useState(false);
  const [hiding, setHiding] = useState(false);
  const name = review.learnerName ?? REVIEW_MESSAGES.anonymousLearner;
  // A sent answer or moderation closes its form; a refusal keeps it open with the reason.
  const [sent, setSent] = useState(false);
  if (sent && !busy) {
    setSent(false);
    if (!failure) {
      setAnswering(false);
      setHiding(false);
    }
  }
  const send = (action: () => void) => {
    setSent(true);
    action();
  };
  return (
    <li className={review.hidden ? 'review-item is-hidden' : 'review-item'} data-testid="review-item">
      <div className="review-item-head">
        <Avatar name={name} src={review.learnerAvatarUrl} size={40} />
        <div className="review-item-who">
          <p className="review-item-name">
            {name}
            {review.hidden && (
              <Badge tone="red" testId="review-hidden-badge">
                {REVIEW_MESSAGES.hiddenBadge}
              </Badge>
            )}
          </p>
          <p className="review-item-meta">
            <RatingStars rating={review.rating} size={14} />
            <span className="muted">
              {formatDate(review.createdAt)}
              {review.editedAt && ` · ${REVIEW_MESSAGES.editedMark}`}
            </span>
          </p>
        </div>
      </div>
      {review.comment && <p className="review-item-text">{review.comment}</p>}
      {review.hidden && (
        <p className="review-item-hidden-reason muted">
          Lý do ẩn: {review.hidden.reason} ({formatDate(review.hidden.hiddenAt)})
        </p>
      )}
      {review.answer && !answering && (
        <div className="review-answer" data-testid="review-answer">
          <p className="review-answer-who">
            {REVIEW_MESSAGES.answerLabel} · {instructorName}
          </p>
          <p className="review-item-text">{review.answer.text}</p>
        </div>
      )}
      {answering && (
        <AnswerForm
          reviewId={review._id}
          current={review.answer?.text ?? ''}
          busy={busy}
          failure={failure}
          onSubmit={(answer) => send(() => onAnswer(answer))}
          onCancel={() => setAnswering(false)}
        />
      )}
      {(canAnswer || canModerate) && !answering && (
        <div className="review-item-actions">
          {canAnswer && (
            <button type="button" className="btn btn-secondary" onClick={() => setAnswering(true)} data-testid="review-answer-open">
              {review.answer ? REVIEW_MESSAGES.editAnswer : REVIEW_MESSAGES.answer}
            </button>
          )}
          {canModerate && !review.hidden && (
            <button type="button" className="btn btn-secondary" onClick={() => setHiding(true)} data-testid="review-hide-open">
              {REVIEW_MESSAGES.hide}
            </button>
          )}
          {canModerate && review.hidden && (
            <button type="button" className="btn btn-secondary" onClick={() => send(onUnhide)} disabled={busy} data-testid="review-unhide">
              {REVIEW_MESSAGES.unhide}
            </button>
          )}
        </div>
      )}
      {hiding && <HideReviewDialog open busy={busy} failure={failure} onSubmit={(reason) => send(() => onHide(reason))} onClose={() => setHiding(false)} />}
    </li>
  );
}
