import { paragraphsOf } from '../curriculum';
import './course-page.css';

/** The instructor's description as plain paragraphs: text, never HTML. */
export function CourseDescription({ text }: { text: string }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return null;
  return (
    <section className="course-block" aria-labelledby="course-description-title" data-testid="course-description">
      <h2 id="course-description-title" className="course-block-title">
        Mô tả khóa học
      </h2>
      <div className="course-description">
        {paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
