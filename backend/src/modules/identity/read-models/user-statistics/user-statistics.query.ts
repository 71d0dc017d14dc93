import { Inject, Injectable } from '@nestjs/common';
import type { ParsedQueryOf, ResponseOf } from '@academy/contracts';
import { CLOCK, Clock } from '../../../../platform/clock/clock';
import { UserProfileQuery } from '../user-profile/user-profile.query';
import { registrationBuckets } from './registration-buckets';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts over the profiles read model for the admin dashboard. */
@Injectable()
export class UserStatisticsQuery {
  constructor(
    private readonly profiles: UserProfileQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async summary(): Promise<ResponseOf<'userStats'>> {
    const now = this.clock.now();
    const rows = this.profiles.rows;
    const since = new Date(now.getTime() - 30 * DAY_MS).toISOString();
    const [totalUsers, student, instructor, admin, verified, disabled, affiliates, newLast30Days] = await Promise.all([
      rows.count(),
      rows.count({ role: 'student' }),
      rows.count({ role: 'instructor' }),
      rows.count({ role: 'admin' }),
      rows.count({ emailVerified: true }),
      rows.count({ firebaseDisabled: true }),
      rows.count({ isAffiliate: true }),
      rows.count({ createdAt: { $gte: since } }),
    ]);
    return { totalUsers, byRole: { student, instructor, admin }, verified, unverified: totalUsers - verified, disabled, affiliates, newLast30Days };
  }

  /** One count per bucket (day, week or month) over the last `rangeMonths` months. */
  async registrations({ period, rangeMonths }: ParsedQueryOf<'registrationsOverTime'>): Promise<ResponseOf<'registrationsOverTime'>> {
    const buckets = registrationBuckets(period, rangeMonths, this.clock.now());
    const counts = await Promise.all(
      buckets.map((b) => this.profiles.rows.count({ createdAt: { $gte: b.start.toISOString(), $lt: b.end.toISOString() } })),
    );
    return { period, points: buckets.map((b, i) => ({ label: b.label, start: b.start.toISOString(), count: counts[i] ?? 0 })) };
  }
}
