/**
 * The codes the platform answers for every module (spec part 1 section 8): the HTTP layer, sign-in
 * and roles, writes and the operator screens. The refusals that describe the caller's account
 * (disabled, unverified, no profile) are identity's, though the access guard sends them.
 */
/**
 * The client's last-resort text when neither the server nor the network said anything useful (the
 * spec words it as INTERNAL). A constant of its own, so a page that needs only this text does not
 * download the whole table below.
 */
export const GENERIC_ERROR_MESSAGE = 'Đã có lỗi xảy ra';
/** The refusal a page's route guard shows itself, also on its own for the same reason. */
export const FORBIDDEN_MESSAGE = 'Bạn không có quyền thực hiện thao tác này.';

export const PLATFORM_ERRORS = {
  VALIDATION_FAILED: 'Dữ liệu không hợp lệ.',
  UNAUTHENTICATED: 'Vui lòng đăng nhập để tiếp tục.',
  FORBIDDEN: FORBIDDEN_MESSAGE,
  NOT_FOUND: 'Không tìm thấy tài nguyên yêu cầu.',
  ROUTE_NOT_FOUND: 'Không tìm thấy đường dẫn API.',
  METHOD_NOT_ALLOWED: 'Phương thức không được hỗ trợ cho đường dẫn này.',
  MALFORMED_PATH: 'Đường dẫn chứa ký tự không hợp lệ.',
  PAYLOAD_TOO_LARGE: 'Dữ liệu gửi lên quá lớn.',
  UNSUPPORTED_MEDIA_TYPE: 'Chỉ chấp nhận dữ liệu dạng JSON (application/json), hoặc multipart/form-data khi tải tệp lên.',
  FILE_TOO_LARGE: 'Tệp tải lên vượt quá dung lượng cho phép.',
  FILE_TYPE_INVALID: 'Tệp tải lên không đúng loại yêu cầu (ảnh JPEG, PNG, WebP, GIF, AVIF hoặc video MP4, MOV, WebM).',
  FILE_EMPTY: 'Tệp tải lên đang trống.',
  UPLOAD_FIELD_UNKNOWN: 'Biểu mẫu tải lên chứa trường không được hỗ trợ.',
  MALFORMED_MULTIPART: 'Không đọc được biểu mẫu tải lên (multipart/form-data).',
  UNSUPPORTED_CONTENT_ENCODING: 'Cách nén dữ liệu không được hỗ trợ; hãy dùng gzip, deflate hoặc br.',
  UNSUPPORTED_CHARSET: 'Bảng mã ký tự không được hỗ trợ; hãy dùng UTF-8.',
  MALFORMED_JSON: 'Dữ liệu gửi lên không phải JSON hợp lệ.',
  REQUEST_HEADERS_TOO_LARGE: 'Đường dẫn hoặc phần đầu của yêu cầu quá dài.',
  MALFORMED_REQUEST: 'Yêu cầu HTTP không hợp lệ.',
  MALFORMED_BODY: 'Không đọc được dữ liệu gửi lên: dữ liệu nén bị hỏng hoặc gửi chưa hết.',
  CONCURRENT_MODIFICATION: 'Dữ liệu vừa được thay đổi bởi một thao tác khác. Vui lòng thử lại.',
  EDIT_CONFLICT: 'Dữ liệu đã được người khác cập nhật sau khi bạn mở trang. Vui lòng tải lại để xem thay đổi mới nhất.',
  IF_MATCH_INVALID: 'Tiêu đề If-Match không hợp lệ: cần phiên bản dạng "số".',
  RATE_LIMITED: 'Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.',
  RECORD_BUSY: 'Có nhiều người đang thao tác trên cùng dữ liệu này. Vui lòng thử lại sau giây lát.',
  INTERNAL: GENERIC_ERROR_MESSAGE,
  JOB_NOT_FOUND: 'Không tìm thấy tác vụ.',
  JOB_NOT_FAILED: 'Tác vụ này không ở trạng thái lỗi.',
  SIGN_IN_CHECK_UNAVAILABLE: 'Chưa kiểm tra được phiên đăng nhập của bạn lúc này. Vui lòng thử lại sau giây lát.',
  ACCESS_DATA_STALE: 'Hệ thống đang bảo trì dữ liệu tài khoản. Vui lòng thử lại sau ít phút.',
  PROJECTION_NOT_FOUND: 'Không tìm thấy tiến trình xử lý sự kiện.',
  PROJECTION_NOT_STALLED_AT_EVENT: 'Tiến trình này không dừng ở sự kiện đó; chỉ có thể bỏ qua sự kiện đang làm nó dừng.',
  IDEMPOTENCY_KEY_INVALID: 'Khóa Idempotency-Key không hợp lệ: tối đa 255 ký tự ASCII in được.',
  IDEMPOTENCY_KEY_REUSED: 'Khóa Idempotency-Key này đã được dùng cho một yêu cầu khác.',
  IDEMPOTENCY_KEY_IN_USE: 'Một yêu cầu với khóa Idempotency-Key này đang được xử lý. Vui lòng thử lại sau giây lát.',
  WRITE_OUTCOME_UNKNOWN: 'Hệ thống chưa xác nhận được thao tác của bạn. Vui lòng kiểm tra lại sau giây lát trước khi thử lại.',
  WRITE_TOO_LARGE: 'Dữ liệu cần lưu quá lớn.',
} as const;

