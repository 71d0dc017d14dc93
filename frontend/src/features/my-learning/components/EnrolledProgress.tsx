import { ProgressBar } from '../../../components/ui/ProgressBar';
import { MY_LEARNING_TEXTS } from '../my-learning.texts';
import './my-learning.css';

/** On the course page of a course the learner has, under its 'Vào học': how far they got. */
export function EnrolledProgress({ progress }: { progress: number }) {
  return (
    <div className="card enrolled-progress" data-testid="course-enrolled-progress">
      <ProgressBar percent={progress} label={MY_LEARNING_TEXTS.yourProgress} testId="course-progress" />
    </div>
  );
}
