import type { SiteSettingsField } from '@academy/contracts';
import type { AcademyProfile, AcademyProfileEvent } from './academy-profile.events';

export const admin = 'admin-1';
export const at = '2026-11-24T08:00:00.000Z';

export const academyProfile: AcademyProfile = {
  hotline: '0901234567',
  email: 'hotro@hocvien.vn',
  address: 'Tầng 5, 123 Nguyễn Văn Linh, Quận 7, TP. Hồ Chí Minh',
  mapUrl: 'https://maps.app.goo.gl/abc123',
  website: 'https://hocvien.vn',
  facebook: 'https://www.facebook.com/hocvien',
  youtube: '',
  tiktok: '',
  zalo: 'https://zalo.me/0901234567',
  companyName: 'Công ty TNHH Học viện Marketing Thực Chiến',
  businessCode: '0312345678',
  issuedBy: 'Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
  issuedOn: '2020-03-15',
  emailSenderName: 'Học viện Marketing Thực Chiến',
};

export const profileUpdated = (profile: AcademyProfile, changedFields: SiteSettingsField[], by = admin, when = at): AcademyProfileEvent => ({
  type: 'AcademyProfileUpdated',
  data: { profile, changedFields, by, at: when },
});
