import { CourseContentResponse } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { formatClock } from '../../../components/ui/course-format';
import { Icon } from '../../../components/ui/Icon';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { PLAYER_TEXTS } from '../course-player.texts';
import { learnPath } from '../curriculum';

interface CurriculumPanelProps {
  content: CourseContentResponse;
  currentLectureId: string;
  /** On a phone the panel is a drawer: open or not, and how it closes. */
  drawerOpen: boolean;
  onClose(): void;
}

/** The course's sections and lectures with their lengths and completed marks; the lecture on screen stands out. */
export function CurriculumPanel({ content, currentLectureId, drawerOpen, onClose }: CurriculumPanelProps) {
  return (
    <aside
      id="player-curriculum"
      className={drawerOpen ? 'player-curriculum is-open' : 'player-curriculum'}
      aria-label={PLAYER_TEXTS.curriculum}
      data-testid="player-curriculum"
    >
      <div className="player-curriculum-head">
        <h2>{PLAYER_TEXTS.curriculum}</h2>
        <button type="button" className="icon-btn player-curriculum-close" onClick={onClose} aria-label={PLAYER_TEXTS.closeCurriculum} data-testid="player-curriculum-close">
          <Icon name="close" />
        </button>
      </div>
      <ProgressBar percent={content.progress.progress} label={PLAYER_TEXTS.courseProgress} testId="player-progress" />
      <ol className="player-sections">
        {content.curriculum.map((section, index) => {
          const done = section.lectures.filter((lecture) => lecture.completed).length;
          return (
            <li key={section._id} className="player-section">
              <div className="player-section-head">
                <strong>
                  {index + 1}. {section.title}
                </strong>
                <span>{PLAYER_TEXTS.sectionCount(done, section.lectures.length)}</span>
              </div>
              <ol className="player-lectures">
                {section.lectures.map((lecture) => {
                  const current = lecture._id === currentLectureId;
                  const className = ['player-lecture', current && 'is-current', lecture.completed && 'is-completed'].filter(Boolean).join(' ');
                  return (
                    <li key={lecture._id}>
                      <Link
                        to={learnPath(content.course.slug, lecture._id)}
                        className={className}
                        aria-current={current ? 'page' : undefined}
                        onClick={onClose}
                        data-testid="player-lecture"
                        data-lecture-id={lecture._id}
                        data-completed={lecture.completed}
                      >
                        <span className="player-lecture-mark" aria-hidden="true">
                          <Icon name={lecture.completed ? 'check' : 'play'} size={14} />
                        </span>
                        <span className="player-lecture-title">
                          {lecture.title}
                          {lecture.completed && <span className="visually-hidden"> ({PLAYER_TEXTS.completed})</span>}
                        </span>
                        <span className="player-lecture-duration">{formatClock(lecture.duration)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </li>
          );
        })}
      </ol>
    </aside>
  );
}
