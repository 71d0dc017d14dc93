import { BankTransferInstructions } from '@academy/contracts';
import { formatDateTime, formatVnd } from '../../lib/format';
import { CopyField } from './CopyField';
import { Icon } from './Icon';
import { QrCode } from './QrCode';
import { formatCountdown, useNow } from './use-now';
import './bank-transfer.css';

function Countdown({ expiresAt, now, testId }: { expiresAt: string; now: number; testId: string }) {
  const left = new Date(expiresAt).getTime() - now;
  return (
    <p className={left < 5 * 60_000 ? 'payment-countdown is-urgent' : 'payment-countdown'} data-testid={testId}>
      <Icon name="clock" size={18} />
      Thời gian còn lại <strong>{formatCountdown(left)}</strong>
      <span className="muted">(hạn {formatDateTime(expiresAt)})</span>
    </p>
  );
}

function TransferDetails({ payment, prefix }: { payment: BankTransferInstructions; prefix: string }) {
  return (
    <dl className="transfer-details">
      <div className="copy-field">
        <dt>Ngân hàng</dt>
        <dd>
          <span className="copy-value" data-testid={`${prefix}-bank`}>
            {payment.bankName}
          </span>
        </dd>
      </div>
      <CopyField label="Số tài khoản" value={payment.accountNumber} testId={`${prefix}-account`} />
      <CopyField label="Chủ tài khoản" value={payment.accountName} testId={`${prefix}-account-name`} />
      <CopyField label="Số tiền" value={String(payment.amount)} display={formatVnd(payment.amount)} testId={`${prefix}-amount`} emphasis />
      <CopyField label="Nội dung chuyển khoản" value={payment.memo} testId={`${prefix}-memo`} emphasis />
    </dl>
  );
}

interface BankTransferProps {
  payment: BankTransferInstructions;
  /** Until when a transfer counts. */
  expiresAt: string;
  /** What the transfer pays, as the texts name it: 'đơn hàng', 'lệnh nạp tiền'. */
  subject: string;
  /** `<prefix>-qr`, `<prefix>-memo`, `<prefix>-amount`, `<prefix>-countdown`… for tests. */
  testIdPrefix?: string;
}

/**
 * A VietQR transfer waiting for its money: the countdown, the QR, the details with copy buttons
 * and the memo warning. Orders (/payment) and wallet deposits (/wallet) pay the same way.
 */
export function BankTransfer({ payment, expiresAt, subject, testIdPrefix = 'payment' }: BankTransferProps) {
  const now = useNow(1000);
  // The server decides when the transfer stops counting; until its answer comes, a transfer now would be late.
  const timeIsUp = new Date(expiresAt).getTime() <= now;
  return (
    <div className="bank-transfer">
      {timeIsUp ? (
        <p className="payment-timeout" role="alert" data-testid={`${testIdPrefix}-time-up`}>
          Đã hết thời gian thanh toán. Vui lòng không chuyển khoản cho {subject} này.
        </p>
      ) : (
        <Countdown expiresAt={expiresAt} now={now} testId={`${testIdPrefix}-countdown`} />
      )}
      <div className={timeIsUp ? 'payment-body is-dimmed' : 'payment-body'}>
        <div className="payment-qr">
          <QrCode payload={payment.qrPayload} label={`Mã VietQR chuyển ${formatVnd(payment.amount)} cho ${subject} ${payment.memo}`} testId={`${testIdPrefix}-qr`} />
          <p className="muted">Mã VietQR đã có sẵn số tiền và nội dung chuyển khoản.</p>
        </div>
        <div className="payment-info">
          <TransferDetails payment={payment} prefix={testIdPrefix} />
          <p className="payment-note">
            <Icon name="alert" size={16} />
            <span>
              Ghi đúng nội dung <strong>{payment.memo}</strong> và đúng số tiền để {subject} được xác nhận tự động.
            </span>
          </p>
        </div>
      </div>
      <p className="payment-waiting" aria-live="polite" data-testid={`${testIdPrefix}-waiting`}>
        <span className="spinner" aria-hidden="true" />
        Đang chờ xác nhận thanh toán... Trang sẽ tự cập nhật khi nhận được tiền.
      </p>
    </div>
  );
}
