import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, marketingOpenTrackingSecret } from '../../../platform/config/app-config';
import type { CampaignEmailKey } from '../domain/campaign-email/campaign-email.events';
import { emailOfOpenPixelToken, openPixelTokenFor } from './open-pixel-token';

/** Where a marketing email's open-tracking image is fetched: a route of the API (behind `/api` in every deployment). */
export const OPEN_PIXEL_PATH = '/api/marketing/opens';

/** The open-tracking image's address of one marketing email, and the email an address's token names. */
@Injectable()
export class OpenPixelLinks {
  private readonly secret: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.secret = marketingOpenTrackingSecret(config);
  }

  urlFor(email: CampaignEmailKey): string {
    return `${this.config.PUBLIC_WEB_URL.replace(/\/+$/, '')}${OPEN_PIXEL_PATH}/${openPixelTokenFor(email, this.secret)}`;
  }

  /** The email a token was made for; null for a token that is not ours or was altered. */
  emailOf(token: unknown): CampaignEmailKey | null {
    return typeof token === 'string' ? emailOfOpenPixelToken(token, this.secret) : null;
  }
}
