import { NOTIFICATION_KINDS } from '@academy/contracts';
import { bonusExpiredNotification, bonusExpiringNotification } from './bonus-notification-content';

const readable = (text: string) => text.replace(/\u00a0/g, ' ');

describe('what owners are told about their bonus money', () => {
  it('a lot about to expire: the amount left and the moment it goes, in Vietnam’s time, a link to the wallet', () => {
    const expiring = bonusExpiringNotification({ amount: 50_000, expiresAt: '2027-02-10T17:30:00.000Z' });
    expect(expiring).toMatchObject({ kind: 'bonus_expiring', title: 'Tiền thưởng sắp hết hạn', link: '/wallet' });
    // 17:30 UTC is half past midnight of the next day in Vietnam (UTC+7).
    expect(readable(expiring.message)).toBe(
      'Tiền thưởng 50.000 ₫ trong ví của bạn sẽ hết hạn vào 00:30 ngày 11/02/2027. Hãy dùng số tiền này để mua khóa học hoặc công cụ trước thời điểm đó.',
    );
  });

  it('a lot that expired: what was left of it', () => {
    const expired = bonusExpiredNotification({ amount: 1_250_000 });
    expect(expired).toMatchObject({ kind: 'bonus_expired', title: 'Tiền thưởng đã hết hạn', link: '/wallet' });
    expect(readable(expired.message)).toBe('Tiền thưởng 1.250.000 ₫ trong ví của bạn đã hết hạn và không còn dùng được.');
  });

  it('uses kinds the contracts know', () => {
    for (const content of [bonusExpiringNotification({ amount: 1, expiresAt: '2027-01-01T00:00:00.000Z' }), bonusExpiredNotification({ amount: 1 })]) {
      expect(NOTIFICATION_KINDS).toContain(content.kind);
    }
  });
});
