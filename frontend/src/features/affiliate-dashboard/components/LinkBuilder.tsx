import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { CopyField } from '../../../components/ui/CopyField';
import { SearchBox } from '../../../components/ui/PagedTable';
import { QrCode } from '../../../components/ui/QrCode';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectLinkBuilder } from '../affiliate-dashboard.selectors';
import { affiliateDashboardActions } from '../affiliate-dashboard.slice';
import { LinkTarget, ReferralPaths, referralLink, targetKey } from '../referral-links';
import '../../../components/ui/bank-transfer.css';

const KIND_LABELS = { course: 'Khóa học', tool: 'Phần mềm' } as const;

interface LinkBuilderProps {
  code: string;
  paths: ReferralPaths;
  /** This site's address (`window.location.origin`), so the link works wherever it is pasted. */
  origin: string;
}

/** A link for any course or tool (or the whole site), to copy or to show as a QR code. */
export function LinkBuilder({ code, paths, origin }: LinkBuilderProps) {
  const dispatch = useDispatch();
  const links = useSelector(selectLinkBuilder);
  const targets = dataOf(links.targets) ?? [];
  const failure = errorOf(links.targets)?.message;
  const link = referralLink(paths, origin, code, links.chosen);
  const choose = (target: LinkTarget | null) => dispatch(affiliateDashboardActions.linkTargetChosen(target));

  useEffect(() => {
    dispatch(affiliateDashboardActions.linkBuilderOpened());
  }, [dispatch]);

  return (
    <section className="card aff-links" data-testid="affiliate-link-builder">
      <h2 className="card-title">Tạo link giới thiệu</h2>
      <p className="muted">Chọn khóa học hoặc phần mềm muốn giới thiệu; người mở link được ghi nhận là khách của bạn.</p>
      <div className="aff-links-grid">
        <div className="aff-links-pick">
          <SearchBox
            value={links.search}
            placeholder="Tìm khóa học hoặc phần mềm..."
            onChange={(search) => dispatch(affiliateDashboardActions.linkSearchTyped(search))}
            testId="affiliate-link-search"
          />
          {failure && <p className="field-error">{failure}</p>}
          <ul className="aff-link-targets" data-testid="affiliate-link-targets">
            <li>
              <button type="button" className={links.chosen === null ? 'aff-link-target is-active' : 'aff-link-target'} onClick={() => choose(null)} data-testid="affiliate-link-target-site">
                <span className="aff-link-kind">Link chung</span>
                <span>Trang chủ học viện</span>
              </button>
            </li>
            {targets.map((target) => (
              <li key={targetKey(target)}>
                <button
                  type="button"
                  className={links.chosen && targetKey(links.chosen) === targetKey(target) ? 'aff-link-target is-active' : 'aff-link-target'}
                  onClick={() => choose(target)}
                  data-testid="affiliate-link-target"
                  data-target={targetKey(target)}
                >
                  <span className="aff-link-kind">{KIND_LABELS[target.kind]}</span>
                  <span>{target.name}</span>
                </button>
              </li>
            ))}
            {links.targets.status === 'succeeded' && targets.length === 0 && <li className="muted">Không tìm thấy khóa học hoặc phần mềm nào.</li>}
          </ul>
        </div>
        <div className="aff-links-result">
          <dl className="aff-link-fields">
            <CopyField label="Mã giới thiệu" value={code} testId="affiliate-code" emphasis />
            <CopyField label="Link giới thiệu" value={link} testId="affiliate-link" />
          </dl>
          <div className="aff-link-qr">
            <QrCode payload={link} label={`Mã QR của link ${link}`} testId="affiliate-link-qr" />
            <span className="muted">Quét để mở link trên điện thoại</span>
          </div>
        </div>
      </div>
    </section>
  );
}
