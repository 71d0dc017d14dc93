import type { INestApplicationContext } from '@nestjs/common';
import type { SiteSettings } from '@academy/contracts';
import { CommandBus } from '@nestjs/cqrs';
import { Decide } from '../platform/commands/decide';
import { DomainError } from '../platform/domain/domain-error';
import { academyProfileDecider } from '../modules/site-content/domain/academy-profile/academy-profile.decider';

/** The demo academy's contact and company data (made up, but shaped as real ones are). */
export const DEMO_SITE_SETTINGS: SiteSettings = {
  hotline: '0901234567',
  email: 'hotro@hocvienmarketingthucchien.vn',
  address: 'Tầng 5, 123 Nguyễn Văn Linh, Phường Tân Thuận Tây, Quận 7, TP. Hồ Chí Minh',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=123+Nguy%E1%BB%85n+V%C4%83n+Linh%2C+Qu%E1%BA%ADn+7%2C+TP.+H%E1%BB%93+Ch%C3%AD+Minh',
  website: 'https://hocvienmarketingthucchien.vn',
  facebook: 'https://www.facebook.com/hocvienmarketingthucchien',
  youtube: 'https://www.youtube.com/@hocvienmarketingthucchien',
  tiktok: 'https://www.tiktok.com/@hocvienmarketingthucchien',
  zalo: 'https://zalo.me/0901234567',
  companyName: 'Công ty TNHH Học viện Marketing Thực Chiến',
  businessCode: '0316789012',
  issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  issuedOn: '2021-03-15',
  emailSenderName: 'Học viện Marketing Thực Chiến',
};

/**
 * Records the demo profile once, as the demo admin, through the real decider: a profile an admin
 * has saved since is left as it is, so a second start changes nothing.
 */
export async function seedDemoSiteSettings(app: INestApplicationContext, adminId: string, settings: SiteSettings = DEMO_SITE_SETTINGS): Promise<void> {
  const at = new Date();
  const command = { type: 'UpdateAcademyProfile', data: { profile: settings, by: adminId, at: at.toISOString() } } as const;
  // Expected revision -1: only while nothing was ever saved, so an admin's own profile wins.
  try {
    await app.get(CommandBus).execute(new Decide(academyProfileDecider, command, { at, expectedRevision: -1 }));
  } catch (error) {
    if (!(error instanceof DomainError && error.code === 'EDIT_CONFLICT')) throw error;
  }
}
