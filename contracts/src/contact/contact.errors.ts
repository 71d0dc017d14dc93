/** The contact form's error codes and their Vietnamese texts. */
export const CONTACT_ERRORS = {
  CONTACT_SUBMISSION_NOT_FOUND: 'Không tìm thấy tin nhắn liên hệ.',
  CONTACT_SEND_FAILED: 'Gửi tin nhắn thất bại.',
} as const;
