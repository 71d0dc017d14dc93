import { CourseReview, REVIEW_LIMITS, REVIEW_MESSAGES } from '@academy/contracts';
import { FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { RemoteError } from '../../../lib/remote';
import { StarsInput } from './StarsInput';

interface ReviewFormProps {
  /** The learner's review when editing it; none for a first review. */
  current: CourseReview | null;
  busy: boolean;
  failure: RemoteError | undefined;
  onSubmit(review: { rating: number; comment: string }): void;
  onCancel(): void;
}

/** The learner's stars and text; the stars are checked here too, so a click without stars says why at once. */
export function ReviewForm({ current, busy, failure, onSubmit, onCancel }: ReviewFormProps) {
  const [rating, setRating] = useState(current?.rating ?? 0);
  const [comment, setComment] = useState(current?.comment ?? '');
  const [missingStars, setMissingStars] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) return setMissingStars(true);
    onSubmit({ rating, comment });
  };
  const ratingError = missingStars && rating < 1 ? REVIEW_MESSAGES.ratingInvalid : failure?.fields.rating;
  const formError = failure && Object.keys(failure.fields).length === 0 ? failure.message : null;
  return (
    <form className="review-form" onSubmit={submit} noValidate data-testid="review-form">
      <h3 className="review-form-title">{current ? REVIEW_MESSAGES.editTitle : REVIEW_MESSAGES.formTitle}</h3>
      <StarsInput value={rating} onChange={setRating} error={ratingError} disabled={busy} />
      <FormField id="review-comment" label={REVIEW_MESSAGES.commentLabel} error={failure?.fields.comment}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={REVIEW_LIMITS.commentMax}
            placeholder={REVIEW_MESSAGES.commentPlaceholder}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            disabled={busy}
            data-testid="review-comment"
          />
        )}
      </FormField>
      <FormFooter
        formError={formError}
        busy={busy}
        onCancel={onCancel}
        submitLabel={current ? REVIEW_MESSAGES.saveEdit : REVIEW_MESSAGES.submit}
        busyLabel="Đang gửi..."
        testIdPrefix="review"
        submitTestId="review-submit"
      />
    </form>
  );
}
