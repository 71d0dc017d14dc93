/** The email marketing screens' success texts and client fallbacks; refusals are MARKETING_ERRORS. */
export const MARKETING_MESSAGES = {
  templateCreated: 'Đã tạo mẫu email.',
  templateUpdated: 'Đã cập nhật mẫu email.',
  templateDeleted: 'Đã xóa mẫu email.',
  scenarioCreated: 'Đã tạo kịch bản email.',
  scenarioUpdated: 'Đã cập nhật kịch bản email.',
  scenarioDeleted: 'Đã xóa kịch bản email.',
  scenarioArchived: 'Kịch bản đã gửi email nên được lưu trữ thay vì xóa.',
  campaignCreated: 'Đã thêm chiến dịch vào kịch bản.',
  campaignUpdated: 'Đã cập nhật chiến dịch.',
  campaignMoved: 'Đã chuyển chiến dịch sang kịch bản khác.',
  campaignDeleted: 'Đã xóa chiến dịch.',
  campaignArchived: 'Chiến dịch đã gửi email nên được lưu trữ thay vì xóa.',
  broadcastStarted: 'Đã bắt đầu gửi email cho danh sách người nhận.',
  // Client fallbacks (part 2 section 8 shows none for email marketing).
  templatesLoadFailed: 'Không thể tải danh sách mẫu email.',
  scenariosLoadFailed: 'Không thể tải danh sách kịch bản email.',
  audienceCountFailed: 'Không thể đếm số người nhận.',
  previewFailed: 'Không thể xem trước mẫu email.',
} as const;
