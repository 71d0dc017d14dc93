import { PRIVACY_VERSION } from '@academy/contracts';
import type { LegalDocument } from './legal-document';

/**
 * The privacy policy (/privacy), written to Decree 13/2023/NĐ-CP on personal data protection. A new
 * wording needs a new PRIVACY_VERSION (sign-up records the version each person agreed to).
 */
export const PRIVACY: LegalDocument = {
  title: 'Chính sách bảo mật',
  version: PRIVACY_VERSION,
  intro:
    'Chính sách này cho biết Học viện Marketing Thực Chiến thu thập những dữ liệu cá nhân nào của bạn, vì sao, xử lý và lưu giữ ra sao, và bạn có những quyền gì đối với dữ liệu của mình, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và các quy định liên quan.',
  sections: [
    {
      id: 'ben-kiem-soat',
      title: 'Bên kiểm soát và xử lý dữ liệu',
      blocks: [
        'Học viện là bên kiểm soát và xử lý dữ liệu cá nhân của bạn trên website này. Thông tin doanh nghiệp và đầu mối liên hệ về dữ liệu cá nhân:',
        { controller: true },
      ],
    },
    {
      id: 'du-lieu-thu-thap',
      title: 'Dữ liệu cá nhân chúng tôi thu thập',
      blocks: [
        'Dữ liệu cá nhân cơ bản:',
        {
          list: [
            'Thông tin tài khoản: họ tên, email, số điện thoại, tuổi, ảnh đại diện, phương thức đăng nhập (email, Google, Facebook).',
            'Thông tin giao dịch: đơn hàng, sản phẩm đã mua, số tiền, phương thức và nội dung thanh toán, lịch sử ví chính và ví thưởng, mã giảm giá và mã thưởng đã dùng.',
            'Thông tin học tập: khóa học đã ghi danh, tiến độ, bài đã học, đánh giá, chứng chỉ.',
            'Thông tin affiliate: mã giới thiệu, người giới thiệu, lượt chuyển đổi, hoa hồng và thông tin nhận thanh toán (tên ngân hàng, số tài khoản, chủ tài khoản).',
            'Nội dung bạn gửi cho chúng tôi: tin nhắn liên hệ, đơn đăng ký làm giảng viên, khóa học và tệp bạn tải lên.',
            'Dữ liệu kỹ thuật: địa chỉ IP, loại trình duyệt, thời điểm truy cập, cookie và dữ liệu lưu trên trình duyệt (xem mục Cookie).',
          ],
        },
        'Dữ liệu cá nhân nhạy cảm: đặc điểm sinh trắc học khuôn mặt dùng để xác minh người học (mục Xác minh khuôn mặt). Chúng tôi không thu thập dữ liệu nhạy cảm nào khác.',
      ],
    },
    {
      id: 'muc-dich',
      title: 'Mục đích xử lý',
      blocks: [
        {
          list: [
            'Tạo và quản lý tài khoản, xác thực đăng nhập, bảo vệ tài khoản.',
            'Thực hiện đơn hàng: ghi nhận thanh toán, mở khóa học, giao phần mềm, hoàn tiền, xuất chứng từ.',
            'Cung cấp khóa học: lưu tiến độ, xác minh người học, cấp chứng chỉ.',
            'Vận hành ví và chương trình affiliate: ghi số dư, tính và chi trả hoa hồng, ngăn gian lận.',
            'Chăm sóc khách hàng: trả lời liên hệ, khiếu nại; gửi thông báo cần thiết về tài khoản và đơn hàng.',
            'Gửi email giới thiệu khóa học và ưu đãi, chỉ khi bạn đồng ý nhận; mỗi email có đường dẫn hủy nhận một chạm.',
            'Thống kê, cải thiện dịch vụ, bảo đảm an ninh hệ thống, thực hiện nghĩa vụ kế toán, thuế và yêu cầu của cơ quan nhà nước có thẩm quyền.',
          ],
        },
        'Chúng tôi chỉ xử lý dữ liệu cho đúng các mục đích trên. Khi cần xử lý cho mục đích mới, chúng tôi sẽ thông báo và xin sự đồng ý của bạn.',
      ],
    },
    {
      id: 'su-dong-y',
      title: 'Sự đồng ý của bạn',
      blocks: [
        'Khi đăng ký tài khoản, bạn được hỏi và tự nguyện đồng ý với Điều khoản sử dụng và việc xử lý dữ liệu cá nhân theo chính sách này; chúng tôi lưu thời điểm và phiên bản văn bản bạn đã đồng ý. Việc nhận email quảng cáo và việc xác minh khuôn mặt là các sự đồng ý riêng, bạn có thể từ chối mà vẫn dùng được các dịch vụ khác.',
        'Im lặng hoặc không phản hồi không được coi là đồng ý. Một số xử lý không cần sự đồng ý theo Điều 17 Nghị định 13/2023/NĐ-CP, ví dụ để thực hiện hợp đồng mua bán với bạn hoặc theo yêu cầu của pháp luật.',
      ],
    },
    {
      id: 'xac-minh-khuon-mat',
      title: 'Xác minh khuôn mặt (dữ liệu nhạy cảm)',
      blocks: [
        'Một số khóa học yêu cầu xác minh khuôn mặt để bảo đảm người học đúng là người mua và để cấp chứng chỉ. Đây là dữ liệu cá nhân nhạy cảm, nên:',
        {
          list: [
            'Chúng tôi chỉ thực hiện khi bạn đồng ý rõ ràng, riêng cho việc này, trước lần xác minh đầu tiên.',
            'Từ ảnh chụp, hệ thống tạo một dãy số đặc trưng (bộ mô tả khuôn mặt) để so khớp ở các lần sau. Ảnh chụp dùng xong không được lưu; chỉ bộ mô tả được lưu, mã hóa, và chỉ dùng cho việc xác minh học tập.',
            'Bộ mô tả không được chia sẻ cho bên thứ ba, không dùng cho quảng cáo hay bất kỳ mục đích nào khác.',
            'Bạn có thể rút lại sự đồng ý và yêu cầu xóa bộ mô tả bất cứ lúc nào; khi đó các khóa học yêu cầu xác minh sẽ cần xác minh lại hoặc được xử lý theo mục Hoàn tiền của Điều khoản sử dụng.',
          ],
        },
      ],
    },
    {
      id: 'chia-se',
      title: 'Chia sẻ dữ liệu',
      blocks: [
        'Chúng tôi không bán dữ liệu cá nhân của bạn. Dữ liệu chỉ được chia sẻ trong phạm vi cần thiết với:',
        {
          list: [
            'Nhà cung cấp dịch vụ xử lý thay chúng tôi theo hợp đồng có điều khoản bảo mật: xác thực đăng nhập (Google Firebase), lưu trữ máy chủ và tệp, gửi email, ngân hàng và cổng thanh toán.',
            'Giảng viên của khóa học bạn mua: họ tên, email và tiến độ học để hỗ trợ bạn.',
            'Người giới thiệu affiliate của bạn: chỉ biết có lượt mua và giá trị hoa hồng, không biết thông tin liên hệ của bạn.',
            'Cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu.',
          ],
        },
        'Một số nhà cung cấp (ví dụ dịch vụ đăng nhập của Google) có thể xử lý dữ liệu ở ngoài Việt Nam; khi đó chúng tôi thực hiện hồ sơ đánh giá tác động chuyển dữ liệu ra nước ngoài theo quy định.',
      ],
    },
    {
      id: 'cookie',
      title: 'Cookie và lưu trữ trên trình duyệt',
      blocks: [
        {
          list: [
            'Cookie và dữ liệu cần thiết: giữ phiên đăng nhập, giỏ hàng, giao diện sáng/tối và việc đã xem popup trong phiên. Thiếu chúng, website không hoạt động đúng.',
            'Cookie giới thiệu affiliate (aff_ref_code, affiliateSource): khi bạn mở đường dẫn giới thiệu, mã người giới thiệu và nguồn được lưu 30 ngày để ghi nhận hoa hồng nếu bạn mua hàng trong thời gian đó. Cookie không chứa thông tin liên hệ của bạn.',
            'Website không dùng cookie quảng cáo của bên thứ ba; bản đồ ở trang liên hệ là hình vẽ, chỉ mở Google Maps khi bạn bấm vào.',
          ],
        },
        'Bạn có thể xóa hoặc chặn cookie trong cài đặt trình duyệt; khi chặn cookie cần thiết, việc đăng nhập và giỏ hàng có thể không hoạt động, khi xóa cookie giới thiệu, lượt giới thiệu sẽ không được ghi nhận.',
      ],
    },
    {
      id: 'luu-tru',
      title: 'Thời gian lưu trữ',
      blocks: [
        {
          list: [
            'Dữ liệu tài khoản và học tập: trong suốt thời gian tài khoản tồn tại; xóa trong 30 ngày sau khi bạn yêu cầu xóa tài khoản.',
            'Chứng từ giao dịch, ví và hoa hồng: 10 năm theo Luật Kế toán; sau khi tài khoản bị xóa, các chứng từ này không còn gắn với thông tin liên hệ của bạn.',
            'Bộ mô tả khuôn mặt: đến khi bạn rút lại sự đồng ý hoặc xóa tài khoản.',
            'Tin nhắn liên hệ: 2 năm kể từ lần trao đổi cuối.',
            'Nhật ký kỹ thuật: tối đa 12 tháng.',
          ],
        },
      ],
    },
    {
      id: 'quyen',
      title: 'Quyền của bạn (chủ thể dữ liệu)',
      blocks: [
        'Theo Điều 9 Nghị định 13/2023/NĐ-CP, bạn có quyền:',
        {
          list: [
            'Được biết về việc xử lý dữ liệu cá nhân của mình.',
            'Truy cập, xem và nhận bản sao dữ liệu của mình; nhiều dữ liệu bạn tự xem được trong Hồ sơ, Ví, Lịch sử giao dịch và Khóa học của tôi.',
            'Chỉnh sửa dữ liệu sai; bạn tự sửa hồ sơ trong trang Hồ sơ cá nhân.',
            'Xóa dữ liệu, hoặc hạn chế xử lý dữ liệu, trừ phần pháp luật buộc phải lưu.',
            'Rút lại sự đồng ý bất cứ lúc nào (ví dụ hủy nhận email quảng cáo bằng đường dẫn trong email, rút đồng ý xác minh khuôn mặt). Việc rút lại không ảnh hưởng tới các xử lý đã hợp pháp trước đó.',
            'Phản đối xử lý dữ liệu cho mục đích quảng cáo, tiếp thị.',
            'Khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định của pháp luật.',
          ],
        },
        'Để thực hiện các quyền này, hãy gửi yêu cầu qua email hoặc trang Hỗ trợ. Chúng tôi xác minh danh tính người yêu cầu và trả lời trong vòng 72 giờ; việc xóa hoặc cung cấp bản sao được thực hiện trong thời hạn pháp luật quy định.',
      ],
    },
    {
      id: 'bao-mat',
      title: 'Bảo vệ dữ liệu',
      blocks: [
        'Dữ liệu được truyền qua kết nối mã hóa HTTPS; mật khẩu do dịch vụ đăng nhập quản lý, chúng tôi không lưu mật khẩu của bạn. Thông tin cá nhân trong hệ thống được mã hóa riêng cho từng người, và chỉ nhân sự có nhiệm vụ mới được truy cập, có ghi nhật ký. Khi xảy ra sự cố lộ lọt dữ liệu, chúng tôi thông báo cho Bộ Công an (A05) trong vòng 72 giờ và thông báo cho bạn nếu sự cố ảnh hưởng đến bạn.',
      ],
    },
    {
      id: 'tre-em',
      title: 'Dữ liệu của trẻ em',
      blocks: [
        'Dịch vụ dành cho người từ 16 tuổi. Việc xử lý dữ liệu của trẻ em từ đủ 7 tuổi đến dưới 16 tuổi cần có sự đồng ý của trẻ và của cha, mẹ hoặc người giám hộ. Nếu phát hiện dữ liệu của trẻ em được cung cấp mà không có sự đồng ý này, chúng tôi sẽ xóa.',
      ],
    },
    {
      id: 'thay-doi',
      title: 'Thay đổi chính sách',
      blocks: [
        'Khi thay đổi chính sách, chúng tôi đăng phiên bản mới kèm ngày hiệu lực trên trang này và thông báo cho bạn. Khi thay đổi ảnh hưởng đến mục đích xử lý hoặc dữ liệu thu thập, chúng tôi sẽ xin lại sự đồng ý của bạn.',
      ],
    },
  ],
};
