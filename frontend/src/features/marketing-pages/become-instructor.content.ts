import type { FeatureItem, QuestionAndAnswer, StepItem } from './marketing-content';

/** /becomeInstructor: why teach at the academy, how an application goes, and what applicants ask. */

export const INSTRUCTOR_BENEFITS: FeatureItem[] = [
  {
    id: 'studio',
    icon: 'pencil',
    title: 'Xưởng tạo khóa học',
    text: 'Soạn chương, bài học, video và ảnh bìa trong một trình soạn; thư viện media lưu video và tài liệu của bạn.',
  },
  {
    id: 'earnings',
    icon: 'wallet',
    title: 'Thu nhập minh bạch',
    text: 'Bạn nhận phần lớn doanh thu mỗi khóa học; trang Thu nhập cho thấy từng đơn, từng khóa, theo ngày và theo tháng.',
  },
  {
    id: 'affiliates',
    icon: 'share',
    title: 'Đội ngũ Affiliate bán hộ',
    text: 'Affiliate của Học viện giới thiệu khóa học của bạn tới người học phù hợp và chỉ nhận hoa hồng khi bán được.',
  },
  {
    id: 'students',
    icon: 'users',
    title: 'Hiểu học viên của bạn',
    text: 'Xem ai đang học, tiến độ từng người và đánh giá của họ để cải thiện khóa học.',
  },
  {
    id: 'protection',
    icon: 'shield',
    title: 'Nội dung được bảo vệ',
    text: 'Học viên xác thực khuôn mặt khi vào học và video chỉ phát qua liên kết có thời hạn: khóa học của bạn khó bị chia sẻ lậu.',
  },
  {
    id: 'review',
    icon: 'checkCircle',
    title: 'Đồng hành trước khi xuất bản',
    text: 'Đội ngũ Học viện xem xét từng khóa học trước khi mở bán và góp ý để khóa học đạt chuẩn.',
  },
];

export const APPLICATION_STEPS: StepItem[] = [
  { title: 'Gửi đơn', text: 'Cho chúng tôi biết chuyên môn, chủ đề muốn dạy, kinh nghiệm và vài đường dẫn minh chứng.' },
  { title: 'Đội ngũ xem xét', text: 'Trong vòng 3 ngày làm việc, có thể gọi điện trao đổi thêm. Bạn nhận thông báo ngay khi có kết quả.' },
  { title: 'Mở khu vực Giảng dạy', text: 'Đơn được duyệt, tài khoản của bạn có ngay mục Giảng dạy: tạo khóa học, gửi duyệt và bắt đầu bán.' },
];

export const INSTRUCTOR_FAQ: QuestionAndAnswer[] = [
  {
    id: 'who',
    question: 'Ai có thể trở thành giảng viên?',
    answer: 'Người đã làm marketing, bán hàng hoặc kinh doanh online thực tế và có kết quả chứng minh được. Bằng cấp không bắt buộc; kinh nghiệm thật và khả năng truyền đạt mới là điều chúng tôi tìm.',
  },
  {
    id: 'links',
    question: 'Đường dẫn minh chứng là gì?',
    answer: 'Bất kỳ trang công khai nào cho thấy bạn làm và dạy thế nào: video bài giảng trên YouTube, bài viết, khóa học bạn từng dạy, trang cá nhân hay dự án. Đường dẫn cần bắt đầu bằng https://.',
  },
  {
    id: 'rejected',
    question: 'Đơn của tôi bị từ chối, tôi có thể nộp lại không?',
    answer: 'Có. Trang này hiển thị góp ý của đội ngũ; bạn bổ sung theo góp ý rồi gửi lại đơn bất cứ lúc nào.',
  },
  {
    id: 'edit',
    question: 'Tôi muốn sửa đơn đã gửi?',
    answer: 'Mỗi tài khoản có một đơn đang chờ duyệt. Nếu cần bổ sung, hãy gửi tin nhắn ở trang Hỗ trợ; đội ngũ sẽ ghi nhận cùng đơn của bạn.',
  },
  {
    id: 'price',
    question: 'Ai quyết định giá khóa học?',
    answer: 'Bạn đặt giá khi tạo khóa học. Đội ngũ có thể góp ý về giá khi xem xét khóa học trước khi mở bán.',
  },
];
