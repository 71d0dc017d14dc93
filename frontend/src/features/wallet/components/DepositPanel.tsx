import { DEPOSIT_STATUS_LABELS, Deposit } from '@academy/contracts';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { BankTransfer } from '../../../components/ui/BankTransfer';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import { formatDateTime, formatVnd } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectShownDeposit } from '../wallet.selectors';
import { walletActions } from '../wallet.slice';
import { DepositForm } from './DepositForm';

/** Back to the form: the page's address without the deposit. */
const NEW_DEPOSIT = '/wallet';

function AwaitingTransfer({ deposit }: { deposit: Deposit }) {
  return (
    <div className="wallet-deposit-pending" data-testid="deposit-pending">
      <header className="wallet-deposit-head">
        <div>
          <h3>
            Lệnh nạp <code>{deposit.code}</code> · {formatVnd(deposit.amount)}
          </h3>
          <p className="muted">Quét mã QR bằng ứng dụng ngân hàng hoặc chuyển khoản theo thông tin bên dưới.</p>
        </div>
        <span className="badge badge-yellow" data-testid="deposit-status">
          {DEPOSIT_STATUS_LABELS.pending}
        </span>
      </header>
      {deposit.payment ? (
        <BankTransfer payment={deposit.payment} expiresAt={deposit.expiresAt} subject="lệnh nạp tiền" testIdPrefix="deposit" />
      ) : (
        <p className="wallet-error">Lệnh nạp tiền chưa có thông tin chuyển khoản.</p>
      )}
      <div className="wallet-deposit-actions">
        <Link to={NEW_DEPOSIT} className="btn btn-ghost" data-testid="deposit-back">
          Tạo lệnh nạp khác
        </Link>
      </div>
    </div>
  );
}

function DepositEnded({ deposit }: { deposit: Deposit }) {
  const paid = deposit.status === 'paid';
  const credited = deposit.amountCredited ?? deposit.amount;
  return (
    <div className={paid ? 'wallet-deposit-result is-paid' : 'wallet-deposit-result is-ended'} data-testid={`deposit-${deposit.status}`}>
      <span className="wallet-deposit-result-icon">
        <Icon name={paid ? 'checkCircle' : 'alert'} size={40} />
      </span>
      <h3>{paid ? 'Nạp tiền thành công!' : 'Lệnh nạp tiền đã hết hạn'}</h3>
      {paid ? (
        <p>
          Đã cộng <strong data-testid="deposit-credited">{formatVnd(credited)}</strong> vào ví chính
          {deposit.paidAt ? ` lúc ${formatDateTime(deposit.paidAt)}` : ''}.
          {credited !== deposit.amount && ` Bạn đã chuyển khác số tiền của lệnh (${formatVnd(deposit.amount)}): ví được cộng đúng số tiền đã nhận.`}
        </p>
      ) : (
        <p>
          Lệnh <code>{deposit.code}</code> đã quá thời gian thanh toán. Vui lòng không chuyển khoản cho lệnh này; hãy tạo lệnh nạp mới.
        </p>
      )}
      <Link to={NEW_DEPOSIT} className="btn btn-primary" data-testid="deposit-again">
        {paid ? 'Nạp thêm' : 'Tạo lệnh nạp mới'}
      </Link>
    </div>
  );
}

function ShownDeposit({ code }: { code: string }) {
  const dispatch = useDispatch();
  const shown = useSelector(selectShownDeposit);
  const deposit = shown.code === code ? dataOf(shown.result) : undefined;
  const failure = shown.code === code ? errorOf(shown.result) : undefined;
  if (failure && !deposit) {
    return (
      <>
        <LoadError message={failure.message} onRetry={() => dispatch(walletActions.depositOpened(code))} testId="deposit-load-error" />
        <Link to={NEW_DEPOSIT} className="btn btn-ghost">
          Tạo lệnh nạp khác
        </Link>
      </>
    );
  }
  if (!deposit) return <Spinner label="Đang tải lệnh nạp tiền..." />;
  return deposit.status === 'pending' ? <AwaitingTransfer deposit={deposit} /> : <DepositEnded deposit={deposit} />;
}

/** "Nạp tiền": the form, or the deposit named in the address with its VietQR until it is paid. */
export function DepositPanel({ depositCode }: { depositCode: string | null }) {
  return (
    <section className="card wallet-deposit" aria-labelledby="wallet-deposit-title">
      <h2 id="wallet-deposit-title" className="card-title">
        Nạp tiền vào ví
      </h2>
      {depositCode ? <ShownDeposit code={depositCode} /> : <DepositForm />}
    </section>
  );
}
