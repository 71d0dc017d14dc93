import type { IconName } from '../../components/ui/Icon';

/** /welcome: a new member's first steps, each ticked once it is done. */
export interface WelcomeStep {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  /** A route of the site; none when the step happens elsewhere (the email inbox). */
  link?: { to: string; label: string };
  done: boolean;
}

export interface Newcomer {
  signedIn: boolean;
  emailVerified: boolean;
  /** The profile has the phone number and the picture the step asks for. */
  profileComplete: boolean;
}

export function welcomeSteps({ signedIn, emailVerified, profileComplete }: Newcomer): WelcomeStep[] {
  return [
    signedIn
      ? {
          id: 'verify',
          icon: 'mailCheck',
          title: 'Xác thực email',
          text: emailVerified
            ? 'Email của bạn đã được xác thực: bạn có thể mua khóa học, nhận mã thưởng và tham gia Affiliate.'
            : 'Mở email chúng tôi vừa gửi và bấm vào liên kết xác thực. Không thấy? Kiểm tra cả hộp thư Quảng cáo và Spam.',
          done: emailVerified,
        }
      : {
          id: 'register',
          icon: 'user',
          title: 'Tạo tài khoản miễn phí',
          text: 'Đăng ký bằng email, Google hoặc Facebook để lưu tiến độ học và nhận quà tặng thành viên.',
          link: { to: '/register', label: 'Đăng ký' },
          done: false,
        },
    {
      id: 'profile',
      icon: 'pencil',
      title: 'Hoàn thiện hồ sơ',
      text: 'Thêm ảnh đại diện và số điện thoại để giảng viên và đội ngũ hỗ trợ liên hệ khi cần.',
      link: { to: '/profile', label: 'Mở hồ sơ' },
      done: signedIn && profileComplete,
    },
    {
      id: 'course',
      icon: 'book',
      title: 'Chọn khóa học đầu tiên',
      text: 'Xem bài học thử miễn phí để chọn khóa học hợp với mục tiêu của bạn.',
      link: { to: '/courses', label: 'Xem khóa học' },
      done: false,
    },
    {
      id: 'gift',
      icon: 'gift',
      title: 'Nhận Quà tặng Pro',
      text: 'Bộ checklist và template marketing thực chiến, mở ngay cho thành viên.',
      link: { to: '/pro-gift', label: 'Mở quà' },
      done: false,
    },
    {
      id: 'tips',
      icon: 'route',
      title: 'Đọc bí quyết học tập',
      text: 'Năm phút để biết cách học xong một khóa học và áp dụng ngay.',
      link: { to: '/study-tips', label: 'Đọc bí quyết' },
      done: false,
    },
  ];
}

/** Other ways to take part, under the steps. */
export const WELCOME_MORE = [
  { to: '/affiliate-landing', icon: 'share', label: 'Giới thiệu bạn bè, nhận 30% hoa hồng' },
  { to: '/becomeInstructor', icon: 'teach', label: 'Chia sẻ kinh nghiệm: trở thành giảng viên' },
  { to: '/support', icon: 'inbox', label: 'Cần giúp đỡ? Liên hệ hỗ trợ' },
] as const satisfies ReadonlyArray<{ to: string; icon: IconName; label: string }>;
