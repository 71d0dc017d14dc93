import { CourseDetail, CourseLecture } from '@academy/contracts';
import { useState } from 'react';
import { formatCount, formatTotalDuration } from '../../../components/ui/course-format';
import { CurriculumSection } from './CurriculumSection';
import './course-page.css';

interface CourseCurriculumProps {
  course: CourseDetail;
  onPreview(lecture: CourseLecture): void;
}

/** 'Nội dung khóa học': the chapters as an accordion, the first open, all of them at one click. */
export function CourseCurriculum({ course, onPreview }: CourseCurriculumProps) {
  const sections = course.curriculum;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(sections.slice(0, 1).map((s) => s._id)));
  const allOpen = sections.length > 0 && sections.every((s) => open.has(s._id));
  const lectures = sections.reduce((sum, s) => sum + s.lectures.length, 0);
  const length = formatTotalDuration(course.duration);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="course-block" aria-labelledby="course-curriculum-title" data-testid="course-curriculum">
      <h2 id="course-curriculum-title" className="course-block-title">
        Nội dung khóa học
      </h2>
      {sections.length === 0 ? (
        <p className="muted">Nội dung khóa học đang được cập nhật.</p>
      ) : (
        <>
          <div className="course-curriculum-bar">
            <span data-testid="course-curriculum-summary">
              {formatCount(sections.length)} chương • {formatCount(lectures)} bài giảng{length && ` • Tổng thời lượng ${length}`}
            </span>
            <button type="button" className="link-btn" onClick={() => setOpen(new Set(allOpen ? [] : sections.map((s) => s._id)))} data-testid="course-curriculum-all">
              {allOpen ? 'Thu gọn tất cả' : 'Mở rộng tất cả'}
            </button>
          </div>
          <ul className="course-sections">
            {sections.map((section) => (
              <CurriculumSection key={section._id} section={section} open={open.has(section._id)} onToggle={() => toggle(section._id)} onPreview={onPreview} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
