/** A constant of its own: the API client shows it on any page, without the rest of the table. */
export const ACCOUNT_DISABLED_MESSAGE = 'Tài khoản bạn đã bị khóa, hãy liên hệ admin';

/**
 * Identity's error codes and their Vietnamese texts (spec part 1 sections 5 and 8). The first three
 * describe the caller's account, so the platform's access guard answers them for every endpoint.
 */
export const IDENTITY_ERRORS = {
  ACCOUNT_DISABLED: ACCOUNT_DISABLED_MESSAGE,
  EMAIL_NOT_VERIFIED: 'Tài khoản chưa xác thực. Vui lòng kiểm tra email.',
  PROFILE_MISSING: 'Không thể tải hồ sơ người dùng từ API.',
  EMAIL_ALREADY_REGISTERED: 'Email này đã được sử dụng.',
  EMAIL_REQUIRED: 'Tài khoản cần có địa chỉ email. Vui lòng đăng nhập bằng email, Google hoặc Facebook.',
  USER_NOT_FOUND: 'Không tìm thấy người dùng.',
  CANNOT_CHANGE_OWN_ACCOUNT: 'Bạn không thể thay đổi vai trò, khóa hoặc xóa chính tài khoản của mình.',
  CONSENT_REQUIRED: 'Vui lòng đồng ý với Điều khoản sử dụng và Chính sách bảo mật (xử lý dữ liệu cá nhân) để đăng ký.',
  /** The same consent, asked of a signed-in person who has not given it for the versions in force. */
  CONSENT_TO_CONTINUE_REQUIRED: 'Vui lòng đồng ý với Điều khoản sử dụng và Chính sách bảo mật (xử lý dữ liệu cá nhân) để tiếp tục.',
  IDENTITY_PROVIDER_FAILED: 'Không thể kết nối dịch vụ xác thực. Vui lòng thử lại.',
  // Instructor applications (/becomeInstructor).
  INSTRUCTOR_APPLICATION_NOT_FOUND: 'Không tìm thấy đơn đăng ký giảng viên.',
  INSTRUCTOR_APPLICATION_DECIDED: 'Đơn đăng ký này đã được xử lý trước đó.',
  ALREADY_INSTRUCTOR: 'Tài khoản của bạn đã có quyền giảng viên.',
} as const;
