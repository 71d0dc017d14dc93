import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { walletActions } from '../wallet.slice';
import { BalanceCards } from './BalanceCards';
import { BonusClaimBox } from './BonusClaimBox';
import { BonusLots } from './BonusLots';
import { DepositPanel } from './DepositPanel';
import { WalletHistory } from './WalletHistory';
import './wallet.css';

interface WalletViewProps {
  /** `/wallet?deposit=<code>`: the deposit whose VietQR is shown (after creating it, or after a reload). */
  depositCode: string | null;
}

/** /wallet: the balances and bonus lots, a deposit by VietQR, a bonus code, and the histories. */
export function WalletView({ depositCode }: WalletViewProps) {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(walletActions.balanceRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!depositCode) return undefined;
    dispatch(walletActions.depositOpened(depositCode));
    // Leaving the deposit (or the page) stops asking for its status.
    return () => void dispatch(walletActions.depositClosed());
  }, [dispatch, depositCode]);

  return (
    <div className="wallet-page">
      <BalanceCards />
      {/* While a transfer is awaited, its QR and details get the whole width. */}
      <div className={depositCode ? 'wallet-grid is-paying' : 'wallet-grid'}>
        <DepositPanel depositCode={depositCode} />
        <div className="wallet-side">
          <BonusClaimBox />
          <BonusLots />
        </div>
      </div>
      <WalletHistory />
    </div>
  );
}
