/** The operator screens' texts; their failures are error codes in platform.errors.ts. */
export const JOB_MESSAGES = {
  retried: 'Đã đưa tác vụ vào hàng đợi để chạy lại.',
} as const;

export const PROJECTION_MESSAGES = {
  parked: 'Đã bỏ qua sự kiện lỗi; tiến trình sẽ tiếp tục chạy.',
  reasonRequired: 'Vui lòng nhập lý do bỏ qua sự kiện.',
  reasonTooLong: 'Lý do tối đa 500 ký tự.',
  operatorRequired: 'Vui lòng nhập tên người thực hiện.',
} as const;
