/** The contact form's field checks and success texts; its failures are CONTACT_ERRORS. */
export const CONTACT_MESSAGES = {
  nameRequired: 'Vui lòng nhập họ và tên.',
  nameTooLong: 'Họ và tên tối đa 100 ký tự.',
  emailRequired: 'Vui lòng nhập email.',
  messageRequired: 'Vui lòng nhập nội dung tin nhắn.',
  messageTooLong: 'Nội dung tối đa 5000 ký tự.',
  statusInvalid: 'Trạng thái không hợp lệ.',
  sent: 'Cảm ơn bạn đã liên hệ! Chúng tôi sẽ phản hồi trong thời gian sớm nhất.',
  statusUpdated: 'Cập nhật trạng thái thành công!',
} as const;
