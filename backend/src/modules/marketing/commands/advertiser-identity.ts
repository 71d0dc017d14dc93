import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../../platform/config/app-config';
import { AcademySender } from '../../site-content';
import type { Advertiser } from './send-campaign-email/campaign-email';

/**
 * The sender an advertising email names (Decree 91/2020): the academy profile an admin saved in
 * /admin/settings/site, so mails and the site's footer agree; the MARKETING_SENDER_* settings
 * until a profile exists.
 */
@Injectable()
export class AdvertiserIdentity {
  constructor(
    private readonly academy: AcademySender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async forEmail(siteUrl: string): Promise<Advertiser> {
    const saved = await this.academy.current();
    if (saved) return { ...saved, siteUrl };
    return this.configured(siteUrl);
  }

  /** The MARKETING_SENDER_* settings alone: for a page that must show a sender while the store is down. */
  configured(siteUrl: string): Advertiser {
    return { name: this.config.MARKETING_SENDER_NAME, address: this.config.MARKETING_SENDER_ADDRESS, hotline: this.config.MARKETING_SENDER_HOTLINE, siteUrl };
  }
}
