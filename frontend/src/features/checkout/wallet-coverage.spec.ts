import { walletCoverage } from './wallet-coverage';

const balance = (mainBalance: number, bonusBalance: number) => ({ mainBalance, bonusBalance, bonusLots: [], currency: 'VND' as const });

describe('whether the wallet covers a total', () => {
  it('takes the bonus first, then main', () => {
    expect(walletCoverage(balance(200_000, 50_000), 199_000)).toEqual({ spendable: 250_000, fromBonus: 50_000, fromMain: 149_000, covers: true, shortBy: 0 });
    expect(walletCoverage(balance(200_000, 250_000), 199_000)).toEqual({ spendable: 450_000, fromBonus: 199_000, fromMain: 0, covers: true, shortBy: 0 });
  });

  it('covers a total equal to the balance to the đồng, and says what is missing otherwise', () => {
    expect(walletCoverage(balance(149_000, 50_000), 199_000).covers).toBe(true);
    expect(walletCoverage(balance(148_999, 50_000), 199_000)).toEqual({ spendable: 198_999, fromBonus: 50_000, fromMain: 0, covers: false, shortBy: 1 });
  });
});
