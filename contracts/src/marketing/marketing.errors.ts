/**
 * Email marketing's error codes and their Vietnamese texts (the spec shows none for email
 * marketing, part 2 section 8: worded here).
 */
export const MARKETING_ERRORS = {
  // Email templates.
  EMAIL_TEMPLATE_NAME_REQUIRED: 'Vui lòng nhập tên mẫu email.',
  EMAIL_TEMPLATE_NAME_TOO_LONG: 'Tên mẫu email tối đa 120 ký tự.',
  EMAIL_TEMPLATE_SUBJECT_REQUIRED: 'Vui lòng nhập tiêu đề email.',
  EMAIL_TEMPLATE_SUBJECT_TOO_LONG: 'Tiêu đề email tối đa 200 ký tự.',
  EMAIL_TEMPLATE_BODY_REQUIRED: 'Vui lòng nhập nội dung email.',
  EMAIL_TEMPLATE_BODY_TOO_LONG: 'Nội dung email tối đa 50.000 ký tự.',
  EMAIL_TEMPLATE_VARIABLE_UNKNOWN: 'Mẫu email dùng biến không được hỗ trợ.',
  EMAIL_TEMPLATE_UNSAFE_HTML: 'Nội dung email không được chứa script, iframe, form, thuộc tính sự kiện (on...) hay liên kết javascript:.',
  EMAIL_TEMPLATE_NOT_FOUND: 'Không tìm thấy mẫu email.',
  EMAIL_TEMPLATE_IN_USE: 'Mẫu email đang được dùng trong chiến dịch. Hãy chọn mẫu khác cho các chiến dịch đó trước khi xóa.',
  // Scenarios.
  EMAIL_SCENARIO_NAME_REQUIRED: 'Vui lòng nhập tên kịch bản email.',
  EMAIL_SCENARIO_NAME_TOO_LONG: 'Tên kịch bản email tối đa 120 ký tự.',
  EMAIL_SCENARIO_TRIGGER_INVALID: 'Sự kiện kích hoạt kịch bản không hợp lệ.',
  EMAIL_SCENARIO_HOURS_INVALID: 'Số giờ chờ thanh toán phải là số nguyên từ 1 đến 720.',
  EMAIL_SCENARIO_DAYS_INVALID: 'Số ngày chưa bắt đầu học phải là số nguyên từ 1 đến 365.',
  EMAIL_SCENARIO_BONUS_DAYS_INVALID: 'Số ngày trước khi tiền thưởng hết hạn phải là số nguyên từ 1 đến 90.',
  EMAIL_SCENARIO_NOT_FOUND: 'Không tìm thấy kịch bản email.',
  EMAIL_SCENARIO_ARCHIVED: 'Kịch bản email đã được lưu trữ nên không thể thay đổi.',
  EMAIL_SCENARIO_NOT_MANUAL: 'Chỉ kịch bản "Gửi thủ công" mới gửi ngay được; các kịch bản khác tự gửi khi sự kiện kích hoạt xảy ra.',
  EMAIL_SCENARIO_PAUSED: 'Kịch bản đang tạm dừng. Hãy bật kịch bản trước khi gửi.',
  EMAIL_SCENARIO_EMPTY: 'Kịch bản chưa có chiến dịch nào để gửi.',
  // Campaigns (the steps of a scenario).
  MARKETING_CAMPAIGN_NAME_REQUIRED: 'Vui lòng nhập tên chiến dịch.',
  MARKETING_CAMPAIGN_NAME_TOO_LONG: 'Tên chiến dịch tối đa 120 ký tự.',
  MARKETING_CAMPAIGN_DELAY_INVALID: 'Thời gian chờ phải là số nguyên không âm và không quá 365 ngày.',
  MARKETING_CAMPAIGN_ORDER_INVALID: 'Thứ tự chiến dịch phải là số nguyên từ 1 đến 1000.',
  MARKETING_CAMPAIGN_NOT_FOUND: 'Không tìm thấy chiến dịch email.',
  MARKETING_CAMPAIGN_ARCHIVED: 'Chiến dịch email đã được lưu trữ nên không thể thay đổi.',
  MARKETING_CAMPAIGN_MOVED: 'Chiến dịch không còn thuộc kịch bản cũ: có thể một quản trị viên khác vừa chuyển nó. Vui lòng tải lại trang.',
  // Audiences.
  AUDIENCE_ROLE_INVALID: 'Vai trò trong điều kiện người nhận không hợp lệ.',
  AUDIENCE_COURSES_REQUIRED: 'Chọn ít nhất một khóa học khi lọc theo khóa học cụ thể.',
  AUDIENCE_COURSES_TOO_MANY: 'Chỉ chọn tối đa 50 khóa học.',
  AUDIENCE_OWNERSHIP_INVALID: 'Điều kiện khóa học đã sở hữu phải là: bất kỳ, chưa có, hoặc khóa học cụ thể.',
  // Unsubscribing (the link in every marketing email).
  UNSUBSCRIBE_LINK_INVALID: 'Liên kết hủy nhận email không hợp lệ hoặc đã bị thay đổi.',
  // Sending (never shown to admins as an answer: the sending worker postpones on it).
  MARKETING_DAILY_LIMIT_REACHED: 'Người nhận đã nhận đủ số email quảng cáo cho phép trong 24 giờ.',
  MARKETING_EMAIL_IN_FLIGHT: 'Email này đang được một tiến trình khác gửi.',
} as const;
