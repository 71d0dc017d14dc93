import { Inject, Injectable } from '@nestjs/common';
import { ID_PATTERN } from '@academy/contracts';
import { APP_CONFIG, AppConfig, marketingUnsubscribeSecret } from '../../../platform/config/app-config';
import { unsubscribeTokenFor, userIdOfUnsubscribeToken } from './unsubscribe-token';

/** Where a marketing email's unsubscribe link leads: a page of the API (behind `/api` in every deployment). */
export const UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe';

/**
 * The unsubscribe link of a person's marketing emails, and the person a link names. The link carries
 * the signed token and, unsigned, the campaign it came from: only the campaign's counts read it.
 */
@Injectable()
export class UnsubscribeLinks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.secret = marketingUnsubscribeSecret(config);
  }

  urlFor(userId: string, campaignId: string): string {
    const query = new URLSearchParams({ token: unsubscribeTokenFor(userId, this.secret), c: campaignId });
    return `${this.config.PUBLIC_WEB_URL.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?${query.toString()}`;
  }

  /** The uid a link's token was made for; null for a token that is not ours or was altered. */
  userIdOf(token: unknown): string | null {
    return typeof token === 'string' ? userIdOfUnsubscribeToken(token, this.secret) : null;
  }

  /** The campaign a link names, when it looks like an id; it attributes the unsubscribe, nothing more. */
  campaignIdOf(campaignId: unknown): string | null {
    return typeof campaignId === 'string' && ID_PATTERN.test(campaignId) ? campaignId : null;
  }

  /** A mailbox someone reads, offered as the second way to unsubscribe; none unless set. */
  get mailto(): string | undefined {
    return this.config.MARKETING_UNSUBSCRIBE_MAILTO;
  }
}
