import { CompletionFigures, INSTRUCTOR_STUDENTS_MESSAGES as TEXT } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon, IconName } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { dataOf } from '../../../lib/remote';
import { selectCompletion } from '../instructor-students.selectors';
import { instructorStudentsActions } from '../instructor-students.slice';
import './instructor-students.css';

const count = new Intl.NumberFormat('vi-VN');
const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

interface Card {
  key: string;
  label: string;
  icon: IconName;
  tone: 'brand' | 'green' | 'blue' | 'yellow';
  value: string;
  hint?: string;
}

function cardsOf({ students, started, completed, averageProgress }: CompletionFigures): Card[] {
  return [
    { key: 'students', label: TEXT.completionStudents, icon: 'users', tone: 'brand', value: count.format(students) },
    { key: 'started', label: TEXT.completionStarted, icon: 'play', tone: 'blue', value: count.format(started), hint: `${shareOf(started, students)}% học viên` },
    { key: 'completed', label: TEXT.completionCompleted, icon: 'award', tone: 'green', value: count.format(completed), hint: `${shareOf(completed, students)}% học viên` },
    { key: 'average', label: TEXT.completionAverage, icon: 'chart', tone: 'yellow', value: `${averageProgress}%` },
  ];
}

/** Four cards: learners enrolled now, those who started, those who completed, the average progress. */
export function CompletionCards({ figures }: { figures: CompletionFigures }) {
  return (
    <div className="stat-grid" data-testid="completion-totals">
      {cardsOf(figures).map((card) => (
        <article key={card.key} className={`stat-card stat-${card.tone}`} data-testid={`completion-${card.key}`}>
          <span className="stat-icon">
            <Icon name={card.icon} size={22} />
          </span>
          <div className="stat-text">
            <span className="stat-label">{card.label}</span>
            <strong className="stat-value" data-testid={`completion-${card.key}-value`}>
              {card.value}
            </strong>
            {card.hint && <span className="stat-hint">{card.hint}</span>}
          </div>
        </article>
      ))}
    </div>
  );
}

/** The dashboard's completion section: the totals, then each course's average progress and completions. */
export function CompletionSummary() {
  const dispatch = useDispatch();
  const completion = useSelector(selectCompletion);
  const data = dataOf(completion);
  const reload = () => dispatch(instructorStudentsActions.completionRequested());

  useEffect(() => {
    dispatch(instructorStudentsActions.completionRequested());
  }, [dispatch]);

  return (
    <section className="card completion-card" data-testid="completion-summary">
      <h2 className="card-title">{TEXT.completionTitle}</h2>
      {!data && completion.status === 'failed' && <LoadError message={completion.error.message} onRetry={reload} testId="completion-error" />}
      {!data && completion.status !== 'failed' && <p className="muted">Đang tải dữ liệu...</p>}
      {data && (
        <>
          <CompletionCards figures={data.totals} />
          {data.courses.every((course) => course.students === 0) ? (
            <p className="muted">{TEXT.completionEmpty}</p>
          ) : (
            <ul className="completion-courses">
              {data.courses
                .filter((course) => course.students > 0)
                .map((course) => (
                  <li key={course.courseId} className="completion-course" data-testid="completion-course">
                    <ProgressBar percent={course.averageProgress} label={course.title} />
                    <span className="muted">
                      {count.format(course.students)} học viên · {count.format(course.started)} đã bắt đầu · {count.format(course.completed)} đã hoàn thành
                    </span>
                  </li>
                ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
