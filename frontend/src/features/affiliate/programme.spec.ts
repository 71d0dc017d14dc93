import { commissionOn, PROGRAMME_TERMS, referralLinks, workedExample } from './programme';

describe('the programme terms the pages state', () => {
  it('are the spec copy: 30% direct, 20% team, a 30-day cookie', () => {
    expect(PROGRAMME_TERMS).toEqual({ directPercent: 30, teamPercent: 20, cookieDays: 30 });
  });

  it('work the example out in whole VND', () => {
    expect(workedExample()).toEqual({ price: 1_990_000, direct: 597_000, team: 398_000 });
  });

  it('round a commission down to the đồng', () => {
    expect(commissionOn(99_999, 30)).toBe(29_999); // 29.999,7
    expect(commissionOn(1, 20)).toBe(0);
    expect(workedExample({ directPercent: 25, teamPercent: 15, cookieDays: 60 }, 333)).toEqual({ price: 333, direct: 83, team: 49 });
  });

  it('build the three kinds of referral link, escaping what a path cannot hold', () => {
    expect(referralLinks.site('AN01')).toBe('/ref/AN01');
    expect(referralLinks.course('seo-co-ban', 'AN01')).toBe('/courses/seo-co-ban/ref/AN01');
    expect(referralLinks.tool('auto post', 'AN/01')).toBe('/tools/auto%20post/ref/AN%2F01');
  });
});
