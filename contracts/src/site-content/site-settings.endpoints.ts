import { endpoint, Endpoint } from '../shared';
import {
  adminSiteSettingsResponseSchema,
  publicSiteSettingsResponseSchema,
  siteSettingsChangedResponseSchema,
  siteSettingsFormSchema,
  siteSettingsHistoryQuerySchema,
  siteSettingsHistoryResponseSchema,
} from './site-settings.schemas';

/** The academy's contact and company data (footer, contact page), edited at /admin/settings/site. */
export const siteSettingsEndpoints = {
  getSiteSettings: endpoint({
    method: 'get',
    path: '/site-settings',
    access: 'public',
    tag: 'site-content',
    summary: 'Thông tin học viện cho chân trang và trang liên hệ (null khi chưa nhập)',
    response: publicSiteSettingsResponseSchema,
  }),
  getAdminSiteSettings: endpoint({
    method: 'get',
    path: '/admin/settings/site',
    access: 'admin',
    tag: 'site-content',
    summary: 'Thông tin học viện cho trang quản trị (phiên bản, người sửa gần nhất)',
    response: adminSiteSettingsResponseSchema,
  }),
  updateSiteSettings: endpoint({
    method: 'put',
    path: '/admin/settings/site',
    access: 'admin',
    tag: 'site-content',
    summary: 'Lưu thông tin học viện: liên hệ, mạng xã hội, thông tin doanh nghiệp (If-Match)',
    body: siteSettingsFormSchema,
    response: siteSettingsChangedResponseSchema,
  }),
  getSiteSettingsHistory: endpoint({
    method: 'get',
    path: '/admin/settings/site/history',
    access: 'admin',
    tag: 'site-content',
    summary: 'Lịch sử thay đổi thông tin học viện (mới nhất trước, phân trang)',
    query: siteSettingsHistoryQuerySchema,
    response: siteSettingsHistoryResponseSchema,
  }),
} satisfies Record<string, Endpoint>;
