import { openRate } from './campaign-stats';

describe('the open rate of a campaign', () => {
  it('is the share of sent emails opened, rounded to a whole percent', () => {
    expect(openRate({ sent: 12, opened: 5, failed: 1 })).toBe(42);
    expect(openRate({ sent: 3, opened: 2, failed: 0 })).toBe(67);
    expect(openRate({ sent: 8, opened: 1, failed: 0 })).toBe(13);
    expect(openRate({ sent: 200, opened: 1, failed: 0 })).toBe(1);
    expect(openRate({ sent: 1000, opened: 4, failed: 0 })).toBe(0);
    expect(openRate({ sent: 4, opened: 4, failed: 9 })).toBe(100);
  });

  it('is not told before anything was sent, and never passes 100%', () => {
    expect(openRate({ sent: 0, opened: 0, failed: 3 })).toBeNull();
    expect(openRate({ sent: 1, opened: 2, failed: 0 })).toBe(100);
  });
});
