/** The academy settings form's field checks, success and fallback texts (admin /admin/settings/site). */
export const SITE_SETTINGS_MESSAGES = {
  hotlineRequired: 'Vui lòng nhập số hotline.',
  hotlineInvalid: 'Số hotline không hợp lệ (ví dụ 0901 234 567 hoặc 1900 1234).',
  emailRequired: 'Vui lòng nhập email liên hệ.',
  emailInvalid: 'Email liên hệ không hợp lệ.',
  addressRequired: 'Vui lòng nhập địa chỉ.',
  addressTooLong: 'Địa chỉ tối đa 300 ký tự.',
  mapUrlInvalid: 'Liên kết bản đồ phải là địa chỉ Google Maps bắt đầu bằng https:// (ví dụ https://maps.app.goo.gl/...).',
  websiteInvalid: 'Website phải bắt đầu bằng https:// và trỏ tới một trang công khai.',
  facebookInvalid: 'Liên kết Facebook phải bắt đầu bằng https:// và thuộc facebook.com.',
  youtubeInvalid: 'Liên kết YouTube phải bắt đầu bằng https:// và thuộc youtube.com.',
  tiktokInvalid: 'Liên kết TikTok phải bắt đầu bằng https:// và thuộc tiktok.com.',
  zaloInvalid: 'Liên kết Zalo phải bắt đầu bằng https:// và thuộc zalo.me.',
  companyNameRequired: 'Vui lòng nhập tên doanh nghiệp.',
  companyNameTooLong: 'Tên doanh nghiệp tối đa 200 ký tự.',
  businessCodeInvalid: 'Mã số doanh nghiệp gồm 10 chữ số (chi nhánh: thêm -001).',
  issuedByRequired: 'Vui lòng nhập nơi cấp giấy chứng nhận đăng ký doanh nghiệp.',
  issuedByTooLong: 'Nơi cấp tối đa 200 ký tự.',
  issuedOnInvalid: 'Ngày cấp phải là một ngày có thật, dạng YYYY-MM-DD.',
  senderNameTooLong: 'Tên người gửi email tối đa 100 ký tự.',
  saved: 'Đã lưu thông tin học viện.',
  unchanged: 'Thông tin học viện không thay đổi.',
  loadFailed: 'Không thể tải thông tin học viện.',
  historyLoadFailed: 'Không thể tải lịch sử thay đổi.',
  saveFailed: 'Không thể lưu thông tin học viện.',
} as const;

/** The settings' fields as the admin page and its history name them. */
export const SITE_SETTINGS_FIELD_LABELS = {
  hotline: 'Hotline',
  email: 'Email',
  address: 'Địa chỉ',
  mapUrl: 'Bản đồ Google Maps',
  website: 'Website',
  facebook: 'Facebook',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  zalo: 'Zalo',
  companyName: 'Tên doanh nghiệp',
  businessCode: 'Mã số doanh nghiệp',
  issuedBy: 'Nơi cấp',
  issuedOn: 'Ngày cấp',
  emailSenderName: 'Tên người gửi email',
} as const;

export type SiteSettingsField = keyof typeof SITE_SETTINGS_FIELD_LABELS;
export const SITE_SETTINGS_FIELDS = Object.keys(SITE_SETTINGS_FIELD_LABELS) as SiteSettingsField[];
