import { conversionRatePercent } from './conversion-rate';

describe('conversionRatePercent: referred people per counted click, in whole percent', () => {
  it('divides referrals by clicks and rounds to a whole percent', () => {
    expect(conversionRatePercent(1, 3)).toBe(33);
    expect(conversionRatePercent(2, 3)).toBe(67);
    expect(conversionRatePercent(1, 2)).toBe(50);
    expect(conversionRatePercent(7, 40)).toBe(18);
  });

  it('stops at 100 when referrals outnumber the counted clicks', () => {
    expect(conversionRatePercent(1, 1)).toBe(100);
    expect(conversionRatePercent(2, 1)).toBe(100);
    expect(conversionRatePercent(40, 3)).toBe(100);
  });

  it('never rounds up to 100 or down to 0 a rate that is neither', () => {
    expect(conversionRatePercent(199, 200)).toBe(99);
    expect(conversionRatePercent(1, 300)).toBe(1);
    expect(conversionRatePercent(1, 10_000)).toBe(1);
  });

  it('is 0 without referrals or without a counted click', () => {
    expect(conversionRatePercent(0, 25)).toBe(0);
    expect(conversionRatePercent(0, 0)).toBe(0);
    expect(conversionRatePercent(3, 0)).toBe(0);
  });

  it('stays within 0..100 and never falls when a referral is added', () => {
    const broken: string[] = [];
    for (let clicks = 0; clicks <= 60; clicks += 1) {
      let previous = 0;
      for (let referred = 0; referred <= 70; referred += 1) {
        const rate = conversionRatePercent(referred, clicks);
        if (!Number.isInteger(rate) || rate < 0 || rate > 100 || rate < previous) broken.push(`${referred}/${clicks} -> ${rate}`);
        previous = rate;
      }
    }
    expect(broken).toEqual([]);
  });
});
