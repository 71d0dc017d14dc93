import { IconName } from '../../components/ui/Icon';
import { formatVnd } from '../../lib/format';
import { PROGRAMME_TERMS, ProgrammeTerms, workedExample } from './programme';

/** The copy of /affiliate-landing, written from the terms so a changed rate changes every sentence. */

export interface ProgrammeStep {
  title: string;
  text: string;
}

export interface ProgrammeRule {
  id: string;
  icon: IconName;
  title: string;
  text: string;
}

export interface QuestionAndAnswer {
  id: string;
  question: string;
  answer: string;
}

export function programmeSteps(terms: ProgrammeTerms = PROGRAMME_TERMS): ProgrammeStep[] {
  return [
    {
      title: 'Đăng ký',
      text: 'Đăng nhập bằng tài khoản học viên và bấm tham gia trong bảng điều khiển Affiliate. Miễn phí, không cần duyệt hồ sơ.',
    },
    {
      title: 'Lấy link',
      text: 'Nhận mã Affiliate riêng và tạo link giới thiệu cho trang chủ, cho từng khóa học hoặc từng phần mềm.',
    },
    {
      title: 'Chia sẻ',
      text: `Gửi link tới bạn bè, nhóm cộng đồng, blog hay kênh của bạn. Link được ghi nhớ trên trình duyệt của khách trong ${terms.cookieDays} ngày.`,
    },
    {
      title: 'Nhận hoa hồng',
      text: `Nhận ${terms.directPercent}% cho mỗi khóa học khách của bạn mua và ${terms.teamPercent}% trên doanh số của những người bạn giới thiệu tham gia Affiliate.`,
    },
  ];
}

export function programmeRules(terms: ProgrammeTerms = PROGRAMME_TERMS): ProgrammeRule[] {
  return [
    {
      id: 'cookie',
      icon: 'clock',
      title: `Cookie giới thiệu ${terms.cookieDays} ngày`,
      text: `Khách mở link của bạn được ghi nhận trong ${terms.cookieDays} ngày trên trình duyệt đó. Khách đăng ký tài khoản trong thời gian này trở thành thành viên do bạn giới thiệu.`,
    },
    {
      id: 'review',
      icon: 'checkCircle',
      title: 'Hoa hồng được duyệt',
      text: 'Mỗi chuyển đổi ở trạng thái chờ duyệt cho đến khi đội ngũ Học viện kiểm tra đơn hàng. Đơn hợp lệ được duyệt, đơn gian lận bị từ chối kèm ghi chú.',
    },
    {
      id: 'holding',
      icon: 'wallet',
      title: 'Tạm giữ rồi chi trả',
      text: 'Hoa hồng đã duyệt được tạm giữ một thời gian để xử lý yêu cầu hoàn tiền, sau đó được chi trả khi số dư đạt mức tối thiểu của chương trình.',
    },
    {
      id: 'self',
      icon: 'shield',
      title: 'Không tự giới thiệu',
      text: 'Đơn hàng bạn tự mua qua link của chính mình, hoặc tài khoản do bạn tạo để mua hộ, không được tính hoa hồng.',
    },
    {
      id: 'refund',
      icon: 'receipt',
      title: 'Hoàn tiền thì hủy hoa hồng',
      text: 'Đơn hàng được hoàn tiền trước khi duyệt sẽ không có hoa hồng; nếu hoàn tiền sau khi duyệt, khoản hoa hồng đó được trừ lại.',
    },
  ];
}

export function programmeFaq(terms: ProgrammeTerms = PROGRAMME_TERMS): QuestionAndAnswer[] {
  const example = workedExample(terms);
  return [
    {
      id: 'fee',
      question: 'Tham gia chương trình Affiliate có mất phí không?',
      answer:
        'Hoàn toàn miễn phí. Bạn chỉ cần một tài khoản học viên đã xác minh email; không bắt buộc phải mua khóa học trước khi giới thiệu.',
    },
    {
      id: 'team',
      question: 'Hoa hồng đội nhóm được tính như thế nào?',
      answer: `Khi một người bạn giới thiệu cũng tham gia Affiliate và bán được khóa học, họ nhận ${terms.directPercent}% trực tiếp, còn bạn nhận thêm ${terms.teamPercent}% trên cùng đơn hàng. Với khóa học ${formatVnd(example.price)}, đó là ${formatVnd(example.team)} cho bạn mà không ảnh hưởng đến hoa hồng của họ.`,
    },
    {
      id: 'amount',
      question: 'Hoa hồng tính trên giá niêm yết hay số tiền khách trả?',
      answer:
        'Trên số tiền khách thực trả cho khóa học, sau mã giảm giá nếu có, làm tròn xuống đến đồng. Số tiền cụ thể của từng chuyển đổi hiển thị trong bảng điều khiển.',
    },
    {
      id: 'later',
      question: 'Khách bấm link hôm nay nhưng vài ngày sau mới mua thì sao?',
      answer: `Vẫn được tính, miễn là khách mua trong ${terms.cookieDays} ngày trên cùng trình duyệt và chưa xóa cookie. Nếu khách đã đăng ký tài khoản qua link của bạn, họ là thành viên do bạn giới thiệu.`,
    },
    {
      id: 'payout',
      question: 'Khi nào tôi nhận được tiền?',
      answer:
        'Sau khi chuyển đổi được duyệt và hết thời gian tạm giữ, hoa hồng đủ điều kiện chi trả. Khi số dư đạt mức tối thiểu, Học viện lập khoản chi trả cho bạn; lịch sử chi trả luôn hiển thị trong bảng điều khiển.',
    },
    {
      id: 'self',
      question: 'Tôi có thể tự mua khóa học qua link của mình để nhận hoa hồng không?',
      answer:
        'Không. Tự giới thiệu không được tính hoa hồng, và các tài khoản lập ra chỉ để mua qua link của chính mình sẽ bị từ chối khi duyệt.',
    },
  ];
}
