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
  METHOD_NOT_ALLOWED: 'Phương thức không được hỗ trợ cho đường dẫn này.',
  MALFORMED_PATH: 'Đường dẫn chứa ký tự không hợp lệ.',
  PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn.',
  UNSUPPORTED_MEDIA_TYPE: 'Chỉ chấp nhận dữ liệu dạng JSON (application/json).',
  UNSUPPORTED_CONTENT_ENCODING: 'Cách nén dữ liệu không được hỗ trợ; hãy dùng gzip, deflate hoặc br.',
  UNSUPPORTED_CHARSET: 'Bảng mã ký tự không được hỗ trợ; hãy dùng UTF-8.',
  MALFORMED_JSON: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  REQUEST_HEADERS_TOO_LARGE: 'Đường dẫn hoặc phần đầu của yêu cầu quá dài.',
  MALFORMED_REQUEST: 'Yêu cầu HTTP không hợp lệ.',
  MALFORMED_BODY: 'Không đọc được dữ liệu gửi lên: dữ liệu nén bị hỏng hoặc gửi chưa hết.',
  CONCURRENT_MODIFICATION: 'Dữ liệu vừa được thay đổi bởi một thao tác khác. Vui lòng thử lại.',
  RATE_LIMITED: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  INTERNAL: 'Đã có lỗi xảy ra',
  JOB_NOT_FOUND: 'Không tìm thấy tác vụ.',
  JOB_NOT_FAILED: 'Tác vụ này không ở trạng thái lỗi.',
  ACCESS_DATA_STALE: 'Hệ thống đang bảo trì dữ liệu tài khoản. Vui lòng thử lại sau ít phút.',
  PROJECTION_NOT_FOUND: 'Không tìm thấy tiến trình xử lý sự kiện.',
  PROJECTION_NOT_STALLED_AT_EVENT: 'Tiến trình này không dừng ở sự kiện đó; chỉ có thể bỏ qua sự kiện đang làm nó dừng.',
  EMAIL_ALREADY_REGISTERED: 'Email này đã được sử dụng.',
  EMAIL_REQUIRED: 'Tài khoản cần có địa chỉ email. Vui lòng đăng nhập bằng email, Google hoặc Facebook.',
  EMAIL_NOT_VERIFIED: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.',
  IDEMPOTENCY_KEY_INVALID: 'Khóa Idempotency-Key không hợp lệ: tối đa 255 ký tự ASCII in được.',
  IDEMPOTENCY_KEY_REUSED: 'Khóa Idempotency-Key này đã được dùng cho một yêu cầu khác.',
  IDEMPOTENCY_KEY_IN_USE: 'Một yêu cầu với khóa Idempotency-Key này đang được xử lý. Vui lòng thử lại sau giây lát.',
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
