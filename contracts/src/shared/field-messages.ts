/** One text per shared field rule (fields.ts), apart from the schemas so forms and messages import them without zod. */
export const FIELD_MESSAGES = {
  textMalformed: 'Nội dung chứa ký tự không hợp lệ.',
  nameInvisible: 'Tên phải có ít nhất một chữ cái.',
  emailInvalid: 'Địa chỉ email không hợp lệ.',
  phoneInvalid: 'Số điện thoại không hợp lệ.',
  urlInvalid: 'Đường dẫn phải bắt đầu bằng https:// và trỏ tới một trang công khai.',
  idInvalid: 'Mã định danh không hợp lệ.',
  searchTooLong: 'Từ khóa tìm kiếm tối đa 100 ký tự.',
  moneyInvalid: 'Số tiền phải là số nguyên đồng, không âm.',
  dateInvalid: 'Ngày phải có dạng YYYY-MM-DD.',
  dateRangeInvalid: 'Ngày bắt đầu phải trước hoặc bằng ngày kết thúc.',
} as const;
