import type { FeatureItem, QuestionAndAnswer, StepItem } from './marketing-content';

/**
 * /pro-gift: what a member of the academy receives for free, and how. Every gift is something the
 * site really does: the toolkit below opens on this page for a signed-in member, bonus codes are
 * claimed in the wallet, free preview lectures and certificates are part of every course.
 */

export const PRO_GIFTS: FeatureItem[] = [
  {
    id: 'toolkit',
    icon: 'gift',
    title: 'Bộ checklist & template Marketing Pro',
    text: 'Năm tài liệu thực chiến mà giảng viên của Học viện dùng hằng ngày: kế hoạch nội dung 30 ngày, checklist chạy quảng cáo, khung viết bài bán hàng, checklist trang đích và mẫu báo cáo KPI. Mở ngay bên dưới khi bạn đã đăng nhập.',
  },
  {
    id: 'bonus',
    icon: 'wallet',
    title: 'Mã thưởng vào ví',
    text: 'Thành viên đã xác thực email nhận mã thưởng trong các dịp ưu đãi. Nhập mã trong Ví của tôi, tiền thưởng dùng để mua khóa học trước ngày hết hạn ghi trên mã.',
    link: { to: '/wallet', label: 'Nhập mã trong ví' },
  },
  {
    id: 'preview',
    icon: 'play',
    title: 'Bài học thử miễn phí',
    text: 'Nhiều khóa học mở sẵn bài học thử: xem cách giảng viên dạy trước khi quyết định mua.',
    link: { to: '/courses', label: 'Xem khóa học' },
  },
  {
    id: 'certificate',
    icon: 'award',
    title: 'Chứng chỉ hoàn thành',
    text: 'Học xong khóa học, bạn nhận chứng chỉ PDF có mã tra cứu công khai để gửi kèm hồ sơ xin việc hoặc cho khách hàng.',
    link: { to: '/certificates', label: 'Tra cứu chứng chỉ' },
  },
];

export const PRO_GIFT_STEPS: StepItem[] = [
  { title: 'Tạo tài khoản miễn phí', text: 'Đăng ký bằng email, Google hoặc Facebook trong chưa đầy một phút.' },
  { title: 'Xác thực email', text: 'Bấm vào liên kết trong email chúng tôi gửi: mã thưởng chỉ được gửi tới địa chỉ đã xác thực.' },
  { title: 'Mở bộ quà', text: 'Quay lại trang này khi đã đăng nhập: năm tài liệu mở ngay bên dưới, sao chép và dùng thoải mái.' },
  { title: 'Nhập mã thưởng', text: 'Khi nhận mã trong email, nhập vào Ví của tôi để cộng tiền thưởng và mua khóa học.' },
];

/** One template of the toolkit: what it is for and its lines, ready to copy. */
export interface ToolkitItem {
  id: string;
  title: string;
  purpose: string;
  lines: string[];
}

export const PRO_TOOLKIT: ToolkitItem[] = [
  {
    id: 'content-plan',
    title: 'Kế hoạch nội dung 30 ngày',
    purpose: 'Lên lịch đăng bài một tháng cho fanpage hoặc TikTok theo tỷ lệ 4 – 3 – 2 – 1.',
    lines: [
      'Mỗi 10 bài: 4 bài giá trị (mẹo, hướng dẫn), 3 bài câu chuyện (khách hàng, hậu trường), 2 bài tương tác (hỏi đáp, bình chọn), 1 bài bán hàng.',
      'Tuần 1: giới thiệu vấn đề khách hàng gặp; tuần 2: cách giải quyết; tuần 3: bằng chứng (đánh giá, kết quả); tuần 4: ưu đãi và lời kêu gọi.',
      'Mỗi bài ghi rõ: ngày đăng, kênh, chủ đề, định dạng (ảnh, video ngắn, bài dài), lời kêu gọi hành động.',
      'Cuối tuần xem lại 3 bài có tương tác tốt nhất và làm thêm một phiên bản khác cho tuần sau.',
    ],
  },
  {
    id: 'ads-checklist',
    title: 'Checklist trước khi bật quảng cáo',
    purpose: 'Mười điều kiểm tra trước khi chi đồng quảng cáo đầu tiên trên Facebook hoặc TikTok.',
    lines: [
      'Pixel hoặc sự kiện chuyển đổi đã ghi nhận đúng một đơn thử.',
      'Trang đích mở dưới 3 giây trên điện thoại, nút mua nhìn thấy ngay màn hình đầu.',
      'Mỗi nhóm quảng cáo chỉ thử một biến: đối tượng, hoặc mẫu quảng cáo, không thử cả hai cùng lúc.',
      'Ít nhất 3 mẫu quảng cáo khác nhau về góc nhìn (lợi ích, nỗi đau, bằng chứng).',
      'Ngân sách thử nghiệm đủ cho khoảng 50 lượt chuyển đổi mỗi tuần, hoặc chấp nhận giai đoạn học lâu hơn.',
      'Nội dung không hứa hẹn kết quả, không dùng hình ảnh trước – sau gây hiểu nhầm.',
      'Đặt mốc dừng: chi phí mỗi đơn vượt bao nhiêu thì tắt nhóm quảng cáo.',
    ],
  },
  {
    id: 'sales-post',
    title: 'Khung viết bài bán hàng AIDA',
    purpose: 'Bốn đoạn cho một bài bán hàng ngắn, dùng được cho bài đăng, email hay tin nhắn.',
    lines: [
      'Chú ý (Attention): một câu nêu đúng vấn đề của người đọc, có con số hoặc tình huống cụ thể.',
      'Quan tâm (Interest): vì sao vấn đề đó tốn thời gian hay tiền bạc của họ.',
      'Mong muốn (Desire): sản phẩm giải quyết thế nào, kèm một bằng chứng (đánh giá, kết quả thật).',
      'Hành động (Action): một lời kêu gọi duy nhất, rõ ràng, có hạn chót nếu ưu đãi có hạn thật.',
    ],
  },
  {
    id: 'landing-checklist',
    title: 'Checklist trang đích bán hàng',
    purpose: 'Những phần một trang đích cần có để khách đi từ tò mò tới đặt mua.',
    lines: [
      'Tiêu đề nói lợi ích chính trong một câu; dòng phụ nói cho ai.',
      'Ba lợi ích kèm hình minh họa, không liệt kê tính năng khô khan.',
      'Bằng chứng xã hội: đánh giá có tên và ảnh, số học viên hoặc khách hàng thật.',
      'Giá rõ ràng, các gói so sánh được, phương thức thanh toán quen thuộc.',
      'Câu hỏi thường gặp trả lời nỗi lo về chất lượng, hoàn tiền, hỗ trợ.',
      'Thông tin doanh nghiệp, số điện thoại và địa chỉ: người mua Việt Nam luôn tìm những dòng này.',
    ],
  },
  {
    id: 'kpi-report',
    title: 'Mẫu báo cáo KPI hằng tuần',
    purpose: 'Một bảng để đọc sức khỏe kênh bán hàng trong 10 phút mỗi thứ Hai.',
    lines: [
      'Chi phí quảng cáo, số lượt nhấp, chi phí mỗi lượt nhấp (CPC).',
      'Số khách để lại thông tin, chi phí mỗi khách tiềm năng.',
      'Số đơn, doanh thu, giá trị trung bình mỗi đơn.',
      'Tỷ lệ chuyển đổi từ lượt nhấp ra đơn, và từ khách tiềm năng ra đơn.',
      'Ba việc làm tốt, ba việc cần sửa, một thử nghiệm cho tuần tới.',
    ],
  },
];

export const PRO_GIFT_FAQ: QuestionAndAnswer[] = [
  {
    id: 'free',
    question: 'Quà tặng Pro có thật sự miễn phí không?',
    answer: 'Có. Bộ checklist và template mở cho mọi thành viên đã đăng nhập, không cần mua khóa học và không cần nhập thẻ thanh toán.',
  },
  {
    id: 'bonus-code',
    question: 'Làm sao để nhận mã thưởng?',
    answer: 'Mã thưởng được gửi qua email tới thành viên đã xác thực địa chỉ email và đồng ý nhận tin ưu đãi, trong các dịp khuyến mãi của Học viện. Mỗi mã có số tiền, số lượt dùng và thời hạn riêng.',
  },
  {
    id: 'bonus-expiry',
    question: 'Tiền thưởng trong ví có hết hạn không?',
    answer: 'Có. Tiền thưởng nằm trong ví thưởng và hết hạn theo thời hạn của mã; khi thanh toán, ví dùng tiền thưởng sắp hết hạn trước. Bạn nhận thông báo vài ngày trước khi khoản thưởng hết hạn.',
  },
  {
    id: 'share',
    question: 'Tôi có được chia sẻ bộ tài liệu cho đồng nghiệp không?',
    answer: 'Bạn được dùng bộ tài liệu cho công việc của mình và nhóm của mình. Hãy mời đồng nghiệp tạo tài khoản riêng để họ cũng nhận mã thưởng và theo dõi việc học.',
  },
  {
    id: 'affiliate',
    question: 'Giới thiệu bạn bè thì tôi được gì?',
    answer: 'Tham gia chương trình Affiliate miễn phí để nhận 30% hoa hồng trên mỗi khóa học bạn bè mua qua link của bạn.',
  },
];
