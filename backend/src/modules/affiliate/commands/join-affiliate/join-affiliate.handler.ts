import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AFFILIATE_CODE_ALPHABET, AFFILIATE_CODE_LENGTH } from '@academy/contracts';
import { createHash } from 'crypto';
import { CommandSender } from '../../../../platform/commands/command-sender';
import { DomainError } from '../../../../platform/domain/domain-error';
import { affiliateAccountDecider } from '../../domain/affiliate-account/affiliate-account.decider';
import { affiliateCodeDecider } from '../../domain/affiliate-code/affiliate-code.decider';
import { AffiliateStreams } from '../affiliate-streams';

export class JoinAffiliateCommand {
  constructor(
    readonly userId: string,
    readonly at: Date,
  ) {}
}

/** Enough candidates for any number of affiliates; past it something is wrong and the user hears so. */
const MAX_CANDIDATES = 20;

/**
 * The code a user's `attempt`-th try asks for: 8 characters without look-alikes, derived from the
 * uid, so a retried join asks for the same code and finds it already its own. No personal data
 * (a name) goes into a code that links carry around forever.
 */
export function affiliateCodeCandidate(userId: string, attempt: number): string {
  const digest = createHash('sha256').update(`${userId}:${attempt}`).digest();
  return Array.from(digest.subarray(0, AFFILIATE_CODE_LENGTH), (byte) => AFFILIATE_CODE_ALPHABET[byte % AFFILIATE_CODE_ALPHABET.length]).join('');
}

const isTaken = (error: unknown) => error instanceof DomainError && error.code === 'AFFILIATE_CODE_UNAVAILABLE';

/**
 * Joining: the first free candidate code is reserved on its own stream (unique across affiliates,
 * as catalogue slugs are), then the membership is recorded with it. A member joining again keeps
 * the code they have. A code reserved by a join that died before the membership is taken again by
 * the same user's retry, since the candidates are the same.
 */
@CommandHandler(JoinAffiliateCommand)
export class JoinAffiliateHandler implements ICommandHandler<JoinAffiliateCommand, void> {
  constructor(
    private readonly commands: CommandSender,
    private readonly streams: AffiliateStreams,
  ) {}

  async execute({ userId, at }: JoinAffiliateCommand): Promise<void> {
    const joined = (await this.streams.account(userId)).membership;
    const options = { at };
    if (joined) {
      await this.commands.decide(affiliateAccountDecider, { type: 'JoinAffiliateProgramme', data: { userId, code: joined.code, at: at.toISOString() } }, options);
      return;
    }
    for (let attempt = 1; attempt <= MAX_CANDIDATES; attempt++) {
      const code = affiliateCodeCandidate(userId, attempt);
      try {
        await this.commands.decide(affiliateCodeDecider, { type: 'ClaimAffiliateCode', data: { code, userId, at: at.toISOString() } }, options);
      } catch (error) {
        if (isTaken(error)) continue;
        throw error;
      }
      await this.commands.decide(affiliateAccountDecider, { type: 'JoinAffiliateProgramme', data: { userId, code, at: at.toISOString() } }, options);
      return;
    }
    throw new DomainError('AFFILIATE_CODE_UNAVAILABLE', 'conflict');
  }
}
