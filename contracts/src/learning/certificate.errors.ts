/** Certificates of completion: their error codes and Vietnamese texts (spread into LEARNING_ERRORS). */
export const CERTIFICATE_ERRORS = {
  CERTIFICATE_CODE_INVALID: 'Mã chứng chỉ không hợp lệ. Mã có dạng CC-XXXX-XXXX-XXXX.',
  CERTIFICATE_NOT_FOUND: 'Không tìm thấy chứng chỉ nào với mã này.',
  CERTIFICATE_NOT_ISSUED: 'Bạn chưa có chứng chỉ của khóa học này.',
} as const;
