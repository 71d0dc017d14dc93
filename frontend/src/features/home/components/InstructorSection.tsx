import type { HomeInstructor } from '@academy/contracts';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/ui/Icon';
import { PersonPhoto } from './PersonPhoto';

interface InstructorSectionProps {
  /** As the homepage editor keeps them, in order; none hides the block. */
  instructors: readonly HomeInstructor[];
  /** Scrolls to the signup form and highlights it (the page wires useSignupHighlight). */
  onJoin(): void;
  signedIn: boolean;
  editAction?: ReactNode;
}

/** The instructors the academy presents: photo, name, title and a short introduction, all from the editor. */
export function InstructorSection({ instructors, onJoin, signedIn, editAction }: InstructorSectionProps) {
  if (instructors.length === 0) return editAction ? <div className="container home-edit-action home-edit-action-empty">{editAction}</div> : null;
  return (
    <section className="home-section home-section-tinted" aria-labelledby="instructor-title" data-testid="instructor-section">
      <div className="container">
        {editAction && <div className="home-edit-action">{editAction}</div>}
        <div className="home-instructors-head">
          <span className="home-eyebrow">Giảng viên</span>
          <h2 id="instructor-title" className="home-section-title">
            Học trực tiếp từ người đang làm marketing mỗi ngày
          </h2>
        </div>
        <ul className={instructors.length === 1 ? 'home-instructors is-single' : 'home-instructors'}>
          {instructors.map((instructor, i) => (
            <li key={`${i}-${instructor.name}`} className="home-instructor-card" data-testid="instructor-card">
              <PersonPhoto name={instructor.name} photoUrl={instructor.photoUrl} size={instructors.length === 1 ? 160 : 112} />
              <div className="home-instructor-card-text">
                <h3 className="home-instructor-name">{instructor.name}</h3>
                {instructor.title && <p className="home-instructor-title">{instructor.title}</p>}
                {instructor.bio && <p className="home-instructor-bio">{instructor.bio}</p>}
              </div>
            </li>
          ))}
        </ul>
        <div className="home-instructors-cta">
          <button type="button" className="btn btn-primary btn-lg" onClick={onJoin} data-testid="instructor-cta">
            {signedIn ? 'Bắt đầu học cùng giảng viên' : 'Đăng ký học cùng giảng viên'}
            <Icon name="arrowRight" size={18} />
          </button>
        </div>
      </div>
    </section>
  );
}
