/** The sections of /affiliate-traning, in order: the table of contents and the headings both read this. */
export const TRAINING_SECTIONS = [
  { id: 'chon-khoa-hoc', title: 'Chọn khóa học để giới thiệu' },
  { id: 'tao-link', title: 'Tạo link giới thiệu' },
  { id: 'chia-se', title: 'Chia sẻ ở đâu' },
  { id: 'khong-duoc-phep', title: 'Những điều không được phép' },
  { id: 'bang-dieu-khien', title: 'Đọc bảng điều khiển' },
  { id: 'chi-tra', title: 'Nhận chi trả' },
] as const;

export type TrainingSectionId = (typeof TRAINING_SECTIONS)[number]['id'];
