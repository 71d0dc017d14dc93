/** The longest password sign-up accepts (the schema's cap; its text is below). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Spec part 1 sections 5 and 8: the texts of sign-up, sign-in and account management that are not
 * API error codes (those are IDENTITY_ERRORS, shown through ERROR_MESSAGES).
 */
export const AUTH_MESSAGES = {
  // Field checks of the sign-up, profile and admin forms.
  emailAndPasswordRequired: 'Vui lòng nhập email và mật khẩu.',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự.',
  passwordTooLong: `Mật khẩu tối đa ${PASSWORD_MAX_LENGTH} ký tự.`,
  passwordsDoNotMatch: 'Mật khẩu không khớp!',
  nameRequiredForm: 'Vui lòng nhập tên của bạn.',
  phoneRequired: 'Số điện thoại là bắt buộc để đăng ký.',
  nameRequired: 'Tên là bắt buộc để đăng ký.',
  passwordRequired: 'Mật khẩu là bắt buộc.',
  ageInvalid: 'Tuổi phải là số nguyên từ 1 đến 120.',
  avatarUrlInvalid: 'Ảnh đại diện phải là đường dẫn https:// tới một trang công khai.',
  marketingChoiceInvalid: 'Lựa chọn nhận email marketing không hợp lệ.',
  // Failures the browser learns from Firebase or its own calls, not from an API error code.
  wrongCurrentPassword: 'Mật khẩu hiện tại không chính xác.',
  weakNewPassword: 'Mật khẩu mới quá yếu. Vui lòng chọn mật khẩu khác.',
  unknownEmail: 'Không tìm thấy tài khoản nào với email này.',
  unverified: 'Tài khoản chưa xác thực. Chúng tôi đã gửi lại email.',
  facebookOtherMethod: 'Email này đã được liên kết với một phương thức đăng nhập khác.',
  facebookFailed: 'Đăng nhập Facebook thất bại.',
  invalidLink: 'Link không hợp lệ hoặc đã hết hạn. Vui lòng thử lại.',
  unsupportedAction: 'Hành động không được hỗ trợ.',
  logoutFailed: 'Đăng xuất thất bại.',
  profileUpdateFailed: 'Không thể cập nhật hồ sơ.',
  profileSyncFailed: 'Lỗi đồng bộ profile với server.',
  // Success.
  registered: 'Đăng ký thành công! Vui lòng kiểm tra email để xác thực tài khoản.',
  emailVerified: 'Email của bạn đã được xác thực thành công! Bạn có thể đăng nhập ngay bây giờ.',
  loginSuccess: (name: string) => `Đăng nhập thành công, chào ${name}!`,
  logoutSuccess: 'Đăng xuất thành công!',
  profileUpdated: 'Cập nhật hồ sơ thành công!',
  marketingEmailsOn: 'Bạn sẽ nhận email về khóa học và ưu đãi.',
  marketingEmailsOff: 'Bạn sẽ không nhận email marketing nữa.',
  consentRecorded: 'Cảm ơn bạn! Bạn đã đồng ý với Điều khoản sử dụng và Chính sách bảo mật.',
  levelUpdated: 'Cập nhật cấp độ thành công!',
  roleUpdated: 'Cập nhật vai trò thành công!',
  accountDisabledDone: 'Đã khóa tài khoản.',
  accountEnabledDone: 'Đã mở khóa tài khoản.',
  resetPasswordSent: 'Đã gửi email đặt lại mật khẩu.',
  userCreated: 'Tạo người dùng thành công!',
  userDeleted: 'Đã xóa người dùng.',
} as const;
