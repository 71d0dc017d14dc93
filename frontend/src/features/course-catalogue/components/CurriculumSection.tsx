import { CourseCurriculumSection, CourseLecture } from '@academy/contracts';
import { useId } from 'react';
import { formatClock, formatTotalDuration } from '../../../components/ui/course-format';
import { Icon } from '../../../components/ui/Icon';
import { isPlayablePreview, sectionSeconds } from '../curriculum';

interface CurriculumSectionProps {
  section: CourseCurriculumSection;
  open: boolean;
  onToggle(): void;
  onPreview(lecture: CourseLecture): void;
}

function LectureRow({ lecture, onPreview }: { lecture: CourseLecture; onPreview(lecture: CourseLecture): void }) {
  const playable = isPlayablePreview(lecture);
  return (
    <li className={playable ? 'course-lecture is-playable' : 'course-lecture'} data-testid="course-lecture">
      <Icon name={playable ? 'play' : 'book'} size={16} className="course-lecture-icon" />
      {playable ? (
        <button type="button" className="course-lecture-title link-btn" onClick={() => onPreview(lecture)} data-testid="course-lecture-play">
          {lecture.title}
        </button>
      ) : (
        <span className="course-lecture-title">{lecture.title}</span>
      )}
      {lecture.isFreePreview && (
        <span className="course-lecture-preview" data-testid="course-lecture-preview">
          Học thử
        </span>
      )}
      <span className="course-lecture-duration">{formatClock(lecture.duration)}</span>
    </li>
  );
}

/** One chapter of the accordion: its title, lecture count and length; the lectures when open. */
export function CurriculumSection({ section, open, onToggle, onPreview }: CurriculumSectionProps) {
  const panelId = useId();
  const length = formatTotalDuration(sectionSeconds(section));
  return (
    <li className={open ? 'course-section is-open' : 'course-section'} data-testid="course-section">
      <h3 className="course-section-heading">
        <button type="button" className="course-section-toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle} data-testid="course-section-toggle">
          <Icon name="chevronDown" size={18} className="course-section-chevron" />
          <span className="course-section-title">{section.title}</span>
          <span className="course-section-meta" data-testid="course-section-meta">
            {section.lectures.length} bài giảng{length && ` • ${length}`}
          </span>
        </button>
      </h3>
      <ul className="course-lectures" id={panelId} hidden={!open}>
        {section.lectures.map((lecture) => (
          <LectureRow key={lecture._id} lecture={lecture} onPreview={onPreview} />
        ))}
      </ul>
    </li>
  );
}
