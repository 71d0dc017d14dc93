import { Injectable } from '@nestjs/common';
import { SiteSettingsQuery } from './read-models/site-settings/site-settings.query';

/** Who an advertising email names as its sender (Decree 91/2020: name, address, phone). */
export interface AcademySenderIdentity {
  name: string;
  address: string;
  hotline: string;
}

/**
 * The sender identity from the academy profile an admin keeps in /admin/settings/site, so the
 * footer of every marketing email matches the site's footer. Null until a profile is saved.
 */
@Injectable()
export class AcademySender {
  constructor(private readonly settings: SiteSettingsQuery) {}

  async current(): Promise<AcademySenderIdentity | null> {
    const { settings } = await this.settings.publicSettings();
    if (!settings) return null;
    return { name: settings.emailSenderName || settings.companyName, address: settings.address, hotline: settings.hotline };
  }
}
