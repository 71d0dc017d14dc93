import { Link } from 'react-router-dom';

/**
 * The words of the two consent boxes, one text for the sign-up form and the consent dialog: a
 * consent names the version of the texts shown, so both places must show the same ones.
 */
export function TermsConsentText({ testIdPrefix }: { testIdPrefix: string }) {
  return (
    <span>
      Tôi đồng ý với{' '}
      <Link to="/terms" target="_blank" rel="noopener" data-testid={`${testIdPrefix}-terms-link`}>
        Điều khoản sử dụng
      </Link>{' '}
      và{' '}
      <Link to="/privacy" target="_blank" rel="noopener" data-testid={`${testIdPrefix}-privacy-link`}>
        Chính sách bảo mật
      </Link>
      , đồng ý cho Học viện xử lý dữ liệu cá nhân của tôi theo chính sách này.{' '}
      <span className="field-required" title="Bắt buộc">
        *<span className="visually-hidden"> (bắt buộc)</span>
      </span>
    </span>
  );
}

export const MARKETING_CONSENT_TEXT = 'Nhận email về khóa học, ưu đãi và bí quyết học tập từ Học viện (không bắt buộc, có thể hủy bất cứ lúc nào).';
