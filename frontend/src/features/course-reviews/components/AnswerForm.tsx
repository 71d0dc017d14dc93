import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@academy/contracts';
import { FormEvent, useState } from 'react';
import { FormField } from '../../../components/ui/FormField';
import { FormFooter } from '../../../components/ui/FormFooter';
import { RemoteError } from '../../../lib/remote';

interface AnswerFormProps {
  reviewId: string;
  current: string;
  busy: boolean;
  failure: RemoteError | undefined;
  onSubmit(answer: string): void;
  onCancel(): void;
}

/** The course instructor's answer under a review (a new one, or the current one to change). */
export function AnswerForm({ reviewId, current, busy, failure, onSubmit, onCancel }: AnswerFormProps) {
  const [answer, setAnswer] = useState(current);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(answer);
  };
  const id = `review-answer-${reviewId}`;
  return (
    <form className="review-answer-form" onSubmit={submit} noValidate data-testid="review-answer-form">
      <FormField id={id} label={REVIEW_MESSAGES.answerLabel} error={failure?.fields.answer}>
        {(control) => (
          <textarea {...control} rows={3} maxLength={REVIEW_LIMITS.answerMax} value={answer} onChange={(e) => setAnswer(e.target.value)} disabled={busy} />
        )}
      </FormField>
      <FormFooter
        formError={failure && !failure.fields.answer ? failure.message : null}
        busy={busy}
        onCancel={onCancel}
        submitLabel={REVIEW_MESSAGES.saveAnswer}
        busyLabel="Đang gửi..."
        testIdPrefix="review-answer"
        submitTestId="review-answer-submit"
      />
    </form>
  );
}
