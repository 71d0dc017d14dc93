import { CSSProperties } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { FullscreenPopup } from '../../../components/ui/Modal';
import { selectWelcome } from '../session.selectors';
import { sessionActions } from '../session.slice';

/** Spec part 1 §9: the celebration has 15 floating flowers and 12 sparkles. */
const FLOWERS = Array.from({ length: 15 }, (_, i) => i);
const SPARKLES = Array.from({ length: 12 }, (_, i) => i);

/** Deterministic, evenly spread positions; negative delays put the petals mid-flight from the start. */
function flowerStyle(i: number): CSSProperties {
  const left = ((i + 0.5) / FLOWERS.length) * 100;
  return { left: `${left}%`, animationDelay: `-${((i * 37) % 70) / 10}s`, animationDuration: `${6 + (i % 4)}s` };
}

function sparkleStyle(i: number): CSSProperties {
  const left = ((i * 29 + 7) % 96) + 2;
  const top = ((i * 41 + 11) % 86) + 4;
  return { left: `${left}%`, top: `${top}%`, animationDelay: `-${((i * 13) % 24) / 10}s` };
}

/** The welcome popup (inactive profile) or welcome-back popup (active one) after a sign-in. */
export function WelcomePopup() {
  const dispatch = useDispatch();
  const welcome = useSelector(selectWelcome);
  const close = () => dispatch(sessionActions.welcomeClosed());
  const isNew = welcome?.kind === 'welcome';
  return (
    <FullscreenPopup
      open={welcome !== null}
      onClose={close}
      testId="welcome-popup"
      className="popup-celebrate"
      backdrop={
        <div className="celebration" aria-hidden="true">
          {FLOWERS.map((i) => (
            <span key={`f${i}`} className={`flower flower-${i % 3}`} style={flowerStyle(i)} />
          ))}
          {SPARKLES.map((i) => (
            <span key={`s${i}`} className="sparkle" style={sparkleStyle(i)} />
          ))}
        </div>
      }
    >
      <p className="popup-eyebrow" data-testid="welcome-kind">
        {isNew ? 'Chào mừng bạn mới' : 'Chào mừng trở lại'}
      </p>
      <h2 className="popup-title" data-testid="welcome-title">
        {isNew ? `Chào mừng ${welcome?.name} đến với Học viện Marketing Thực Chiến!` : `Rất vui được gặp lại bạn, ${welcome?.name}!`}
      </h2>
      <p className="popup-text">
        {isNew
          ? 'Hãy bắt đầu với các khóa học thực chiến và tham gia chương trình Affiliate để nhận 30% hoa hồng trực tiếp.'
          : 'Tiếp tục hành trình học tập của bạn: các bài học và ưu đãi mới đang chờ bạn.'}
      </p>
      <div className="popup-actions">
        <Link to={isNew ? '/courses' : '/my-courses'} className="btn btn-primary btn-lg" onClick={close}>
          {isNew ? 'Khám phá khóa học' : 'Vào học ngay'}
        </Link>
        <button type="button" className="btn btn-secondary btn-lg" onClick={close} data-testid="welcome-close">
          Đóng
        </button>
      </div>
    </FullscreenPopup>
  );
}
