import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AFFILIATE_CODE_PATTERN } from '@academy/contracts';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { RateLimiter } from '../../../../platform/http/rate-limiter';
import { normalizeAffiliateCode } from '../../domain/affiliate-code/affiliate-code.decider';
import { referralClicksDecider } from '../../domain/clicks/referral-clicks.decider';
import { vietnamDayOf } from '../../read-models/affiliates/affiliates.read-model';
import { AffiliateStreams } from '../affiliate-streams';

export class TrackAffiliateCommand {
  constructor(
    readonly code: string,
    readonly clientIp: string | undefined,
    readonly at: Date,
  ) {}
}

export interface TrackedClick {
  code: string;
  counted: boolean;
  cookieDays: number;
}

const DAY_SECONDS = 24 * 60 * 60;

/**
 * A visit through an affiliate's link. An unknown code is refused and counts nothing. A click counts
 * once per visitor address, code and day (a one-per-day window in Redis, the platform's rate
 * limiter), so reloading a link, or a script hammering it, cannot inflate an affiliate's clicks;
 * the answer is the same either way. The address never reaches the log.
 */
@CommandHandler(TrackAffiliateCommand)
export class TrackAffiliateHandler implements ICommandHandler<TrackAffiliateCommand, TrackedClick> {
  constructor(
    private readonly commands: CommandSender,
    private readonly streams: AffiliateStreams,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ code: typed, clientIp, at }: TrackAffiliateCommand): Promise<TrackedClick> {
    const code = normalizeAffiliateCode(typed);
    const affiliateId = AFFILIATE_CODE_PATTERN.test(code) ? await this.streams.ownerOfCode(code) : null;
    if (!affiliateId) throw new DomainError('AFFILIATE_CODE_INVALID', 'not_found');
    const { settings } = await this.streams.settings();
    const visit = await this.limiter.consume({ bucket: `affiliate-click:${code}`, subject: clientIp ?? 'unknown', limit: 1, windowSeconds: DAY_SECONDS });
    if (!visit.exceeded) {
      const day = vietnamDayOf(at).replaceAll('-', '');
      await this.commands.decide(referralClicksDecider, { type: 'CountReferralClick', data: { affiliateId, code, day, at: at.toISOString() } }, { at });
    }
    return { code, counted: !visit.exceeded, cookieDays: settings.cookieDays };
  }
}
