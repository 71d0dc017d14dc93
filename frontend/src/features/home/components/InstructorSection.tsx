import { LogoMark } from '../../../components/ui/Logo';
import { Icon } from '../../../components/ui/Icon';
import { INSTRUCTOR_ACHIEVEMENTS } from '../home.content';

interface InstructorSectionProps {
  /** Scrolls to the signup form and highlights it (the page wires useSignupHighlight). */
  onJoin(): void;
  signedIn: boolean;
}

export function InstructorSection({ onJoin, signedIn }: InstructorSectionProps) {
  return (
    <section className="home-section home-section-tinted" aria-labelledby="instructor-title">
      <div className="container home-instructor">
        <div className="home-instructor-visual" aria-hidden="true">
          <div className="home-instructor-portrait">
            <LogoMark size={96} />
            <span className="home-instructor-role">Giảng viên sáng lập</span>
            <span className="home-instructor-motto">“Học để làm được, làm để ra kết quả.”</span>
          </div>
          <div className="home-instructor-chip home-instructor-chip-top">
            <Icon name="award" size={20} />
            <span>
              <strong>10+ năm</strong> thực chiến
            </span>
          </div>
          <div className="home-instructor-chip home-instructor-chip-bottom">
            <Icon name="users" size={20} />
            <span>
              <strong>Hàng nghìn</strong> học viên
            </span>
          </div>
        </div>
        <div className="home-instructor-copy">
          <span className="home-eyebrow">Giảng viên</span>
          <h2 id="instructor-title" className="home-section-title">
            Học trực tiếp từ người đang làm marketing mỗi ngày
          </h2>
          <p className="home-section-lead">
            Mọi bài giảng được đúc kết từ chiến dịch thật, ngân sách thật và khách hàng thật, không phải lý thuyết sách vở.
          </p>
          <ul className="home-achievements">
            {INSTRUCTOR_ACHIEVEMENTS.map((item) => (
              <li key={item}>
                <span className="home-achievement-icon">
                  <Icon name="check" size={16} />
                </span>
                {item}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-primary btn-lg" onClick={onJoin} data-testid="instructor-cta">
            {signedIn ? 'Bắt đầu học cùng giảng viên' : 'Đăng ký học cùng giảng viên'}
            <Icon name="arrowRight" size={18} />
          </button>
        </div>
      </div>
    </section>
  );
}
