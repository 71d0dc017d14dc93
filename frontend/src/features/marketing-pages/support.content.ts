import type { FeatureItem, QuestionAndAnswer } from './marketing-content';

/** /support: where to find help on one's own, the questions asked most, and the contact form below. */

export const SUPPORT_TOPICS: FeatureItem[] = [
  {
    id: 'account',
    icon: 'user',
    title: 'Tài khoản và đăng nhập',
    text: 'Quên mật khẩu, chưa nhận email xác thực, đổi thông tin cá nhân.',
    link: { to: '/forgot-password', label: 'Đặt lại mật khẩu' },
  },
  {
    id: 'payment',
    icon: 'receipt',
    title: 'Thanh toán và đơn hàng',
    text: 'Chuyển khoản, trạng thái đơn, hóa đơn và lịch sử giao dịch của bạn.',
    link: { to: '/transactions', label: 'Lịch sử giao dịch' },
  },
  {
    id: 'learning',
    icon: 'book',
    title: 'Học tập',
    text: 'Vào học, xác thực khuôn mặt, tiến độ và chứng chỉ hoàn thành.',
    link: { to: '/my-courses', label: 'Khóa học của tôi' },
  },
  {
    id: 'wallet',
    icon: 'wallet',
    title: 'Ví và mã thưởng',
    text: 'Nạp tiền, số dư ví chính, tiền thưởng và thời hạn của tiền thưởng.',
    link: { to: '/wallet', label: 'Ví của tôi' },
  },
  {
    id: 'affiliate',
    icon: 'share',
    title: 'Chương trình Affiliate',
    text: 'Link giới thiệu, hoa hồng, duyệt chuyển đổi và chi trả.',
    link: { to: '/affiliate-traning', label: 'Hướng dẫn Affiliate' },
  },
  {
    id: 'teaching',
    icon: 'teach',
    title: 'Giảng dạy',
    text: 'Đăng ký làm giảng viên, tạo khóa học và theo dõi thu nhập.',
    link: { to: '/becomeInstructor', label: 'Trở thành giảng viên' },
  },
];

export const SUPPORT_FAQ: QuestionAndAnswer[] = [
  {
    id: 'verify-email',
    question: 'Tôi chưa nhận được email xác thực tài khoản?',
    answer: 'Hãy kiểm tra cả hộp thư Quảng cáo và Spam. Khi bạn đăng nhập bằng tài khoản chưa xác thực, hệ thống tự gửi lại email xác thực; nếu vẫn không thấy sau 10 phút, gửi tin nhắn cho chúng tôi ở cuối trang.',
  },
  {
    id: 'transfer',
    question: 'Tôi đã chuyển khoản nhưng khóa học chưa mở?',
    answer: 'Đơn được xác nhận tự động khi tiền về đúng số tài khoản và đúng nội dung chuyển khoản (mã đơn). Nếu bạn chuyển thiếu, thừa hoặc sai nội dung, giao dịch chờ đội ngũ kiểm tra và xử lý trong giờ làm việc. Gửi tin nhắn kèm mã đơn để được ưu tiên.',
  },
  {
    id: 'face',
    question: 'Vì sao phải xác thực khuôn mặt khi vào học?',
    answer: 'Xác thực khuôn mặt bảo vệ khóa học bạn đã mua khỏi việc dùng chung tài khoản. Ảnh chỉ dùng để so khớp khi bạn vào học; nếu đổi điện thoại hoặc không xác thực được, hãy liên hệ để được đặt lại.',
  },
  {
    id: 'refund',
    question: 'Tôi có được hoàn tiền không?',
    answer: 'Bạn gửi yêu cầu qua biểu mẫu bên dưới kèm mã đơn và lý do. Đội ngũ xem xét từng trường hợp; khoản hoàn được trả về phương thức bạn đã thanh toán hoặc vào ví của bạn.',
  },
  {
    id: 'certificate',
    question: 'Làm sao để nhận chứng chỉ?',
    answer: 'Hoàn thành tất cả bài học của khóa học, chứng chỉ sẽ xuất hiện trong Khóa học của tôi và ở cuối trình phát bài học. Mỗi chứng chỉ có mã tra cứu công khai.',
  },
  {
    id: 'response-time',
    question: 'Bao lâu thì tôi nhận được phản hồi?',
    answer: 'Chúng tôi trả lời tin nhắn trong vòng 24 giờ làm việc (thứ Hai đến thứ Bảy), qua email hoặc số điện thoại bạn để lại.',
  },
];
