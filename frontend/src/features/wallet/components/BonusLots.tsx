import { BonusLot } from '@academy/contracts';
import { useSelector } from 'react-redux';
import { formatDate, formatVnd } from '../../../lib/format';
import { dataOf } from '../../../lib/remote';
import { selectWalletBalance } from '../wallet.selectors';

/** A lot this close to its end is marked, so the money is spent before it lapses. */
const SOON_MS = 7 * 24 * 3_600_000;

/** The order they are spent in: the soonest to expire first (the server's order too; kept if it ever changes). */
export function soonestFirst(lots: BonusLot[]): BonusLot[] {
  return [...lots].sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.receivedAt.localeCompare(b.receivedAt));
}

/** The bonus balance, part by part: what is left of each and until when. */
export function BonusLots({ now = Date.now() }: { now?: number }) {
  const lots = dataOf(useSelector(selectWalletBalance))?.bonusLots;
  return (
    <section className="card wallet-lots" aria-labelledby="wallet-lots-title">
      <h2 id="wallet-lots-title" className="card-title">
        Tiền thưởng còn hạn
      </h2>
      {!lots && <p className="muted">Đang tải dữ liệu...</p>}
      {lots?.length === 0 && (
        <p className="muted" data-testid="bonus-lots-empty">
          Bạn chưa có khoản thưởng nào còn hạn.
        </p>
      )}
      {lots && lots.length > 0 && (
        <ul className="wallet-lot-list">
          {soonestFirst(lots).map((lot) => {
            const soon = new Date(lot.expiresAt).getTime() - now < SOON_MS;
            return (
              <li key={lot._id} className={soon ? 'wallet-lot is-soon' : 'wallet-lot'} data-testid="bonus-lot">
                <span className="wallet-lot-main">
                  <strong data-testid="bonus-lot-amount">{formatVnd(lot.amount)}</strong>
                  <span className="muted">
                    còn lại của {formatVnd(lot.granted)} · mã <code>{lot.code}</code>
                  </span>
                </span>
                <span className="wallet-lot-expiry" data-testid="bonus-lot-expiry">
                  Hết hạn {formatDate(lot.expiresAt)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
