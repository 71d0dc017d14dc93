/**
 * Stable error codes of the API and the Vietnamese text shown for each. The server sends
 * `{ message, code }`; clients show `message` (spec part 1 section 8).
 */
export const ERROR_MESSAGES = {
  VALIDATION_FAILED: 'Dữ liệu không hợp lệ.',
  UNAUTHENTICATED: 'Vui lòng đăng nhập để tiếp tục.',
  FORBIDDEN: 'Bạn không có quyền thực hiện thao tác này.',
  ACCOUNT_DISABLED: 'Tài khoản bạn đã bị khoá, hãy liên hệ admin',
  NOT_FOUND: 'Không tìm thấy tài nguyên yêu cầu.',
  ROUTE_NOT_FOUND: 'Không tìm thấy đường dẫn API.',
  CONCURRENT_MODIFICATION: 'Dữ liệu vừa được thay đổi bởi một thao tác khác. Vui lòng thử lại.',
  RATE_LIMITED: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  INTERNAL: 'Đã có lỗi xảy ra',
  JOB_NOT_FOUND: 'Không tìm thấy tác vụ.',
  JOB_NOT_FAILED: 'Tác vụ này không ở trạng thái lỗi.',
  EMAIL_ALREADY_REGISTERED: 'Email này đã được sử dụng.',
  USER_NOT_FOUND: 'Không tìm thấy người dùng.',
  PROFILE_MISSING: 'Không thể tải hồ sơ người dùng từ API.',
  CANNOT_CHANGE_OWN_ACCOUNT: 'Bạn không thể thay đổi vai trò, khoá hoặc xóa chính tài khoản của mình.',
  NOTIFICATION_NOT_FOUND: 'Không tìm thấy thông báo.',
  IDENTITY_PROVIDER_FAILED: 'Không thể kết nối dịch vụ xác thực. Vui lòng thử lại.',
  CONTACT_SUBMISSION_NOT_FOUND: 'Không tìm thấy tin nhắn liên hệ.',
  CONTACT_SEND_FAILED: 'Gửi tin nhắn thất bại.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The body of every error response. `fields` names the invalid inputs of a 400. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

/** The client's last-resort text when neither the server nor the network said anything useful. */
export const GENERIC_ERROR_MESSAGE = 'Đã có lỗi xảy ra';
