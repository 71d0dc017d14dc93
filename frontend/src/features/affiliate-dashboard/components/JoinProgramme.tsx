import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { selectJoining } from '../affiliate-dashboard.selectors';
import { affiliateDashboardActions } from '../affiliate-dashboard.slice';

/** The programme's terms the promise states (the page hands in the affiliate pages' terms). */
export interface ProgrammePromise {
  directPercent: number;
  teamPercent: number;
  cookieDays: number;
}

/** Not an affiliate yet: the programme's promise and the join call (POST /affiliates/me/join). */
export function JoinProgramme({ terms }: { terms: ProgrammePromise }) {
  const dispatch = useDispatch();
  const joining = useSelector(selectJoining);
  const busy = joining.status === 'loading';
  const points = [
    { icon: 'percent' as const, text: `${terms.directPercent}% hoa hồng trên mọi khóa học người bạn giới thiệu mua.` },
    { icon: 'users' as const, text: `${terms.teamPercent}% hoa hồng đội nhóm khi người bạn giới thiệu tiếp tục giới thiệu người khác.` },
    { icon: 'clock' as const, text: `Link giới thiệu ghi nhớ người xem trong ${terms.cookieDays} ngày; người đăng ký qua link là thành viên của bạn mãi mãi.` },
  ];
  return (
    <section className="card aff-join" data-testid="affiliate-join">
      <div className="aff-join-copy">
        <span className="aff-join-eyebrow">Chương trình Affiliate</span>
        <h2 className="aff-join-title">Chia sẻ khóa học bạn tin dùng, nhận hoa hồng cho mỗi đơn hàng</h2>
        <ul className="aff-join-points">
          {points.map((point) => (
            <li key={point.text}>
              <Icon name={point.icon} size={18} />
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
        <p className="muted">Tham gia miễn phí. Bạn nhận ngay mã giới thiệu, link cho từng khóa học và phần mềm, và bảng theo dõi thu nhập.</p>
      </div>
      <div className="aff-join-action">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => dispatch(affiliateDashboardActions.joinRequested())} disabled={busy} data-testid="affiliate-join-submit">
          {busy ? 'Đang tham gia...' : 'Tham gia ngay'}
        </button>
      </div>
    </section>
  );
}
