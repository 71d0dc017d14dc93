import { TERMS_VERSION } from '@academy/contracts';
import type { LegalDocument } from './legal-document';

/** The terms of use of the academy and marketplace (/terms). A new wording needs a new TERMS_VERSION. */
export const TERMS: LegalDocument = {
  title: 'Điều khoản sử dụng',
  version: TERMS_VERSION,
  intro:
    'Điều khoản này là thỏa thuận giữa Học viện Marketing Thực Chiến (sau đây gọi là "Học viện" hoặc "chúng tôi") và người truy cập, học viên, giảng viên, cộng tác viên affiliate (sau đây gọi là "bạn") khi sử dụng website, khóa học, phần mềm và các dịch vụ đi kèm. Khi tạo tài khoản hoặc mua hàng, bạn xác nhận đã đọc, hiểu và đồng ý với điều khoản này cùng Chính sách bảo mật.',
  sections: [
    {
      id: 'pham-vi',
      title: 'Phạm vi áp dụng và định nghĩa',
      blocks: [
        'Điều khoản áp dụng cho mọi hoạt động trên website của Học viện: xem nội dung miễn phí, đăng ký tài khoản, mua và học khóa học, mua giấy phép phần mềm, sử dụng ví, tham gia chương trình affiliate và đăng tải khóa học với tư cách giảng viên.',
        {
          list: [
            '"Khóa học": nội dung đào tạo trực tuyến gồm video, tài liệu, bài tập do Học viện hoặc giảng viên cung cấp.',
            '"Phần mềm": công cụ, giấy phép hoặc tài khoản sử dụng phần mềm được bán trên website.',
            '"Ví chính": số dư bạn nạp vào hoặc được hoàn lại, dùng để thanh toán trên website.',
            '"Ví thưởng": số dư khuyến mại do Học viện tặng (mã thưởng, chương trình ưu đãi), có thời hạn sử dụng.',
            '"Affiliate": người giới thiệu khách hàng qua đường dẫn giới thiệu riêng và nhận hoa hồng theo chương trình.',
          ],
        },
        'Nếu một quy định riêng của từng chương trình (ví dụ thể lệ khuyến mại, quy định affiliate) khác với điều khoản này, quy định riêng được ưu tiên áp dụng cho chương trình đó.',
      ],
    },
    {
      id: 'tai-khoan',
      title: 'Tài khoản',
      blocks: [
        'Bạn đăng ký bằng email và mật khẩu hoặc qua Google, Facebook. Bạn cần cung cấp thông tin chính xác, cập nhật khi thay đổi và tự bảo mật mật khẩu của mình.',
        {
          list: [
            'Mỗi tài khoản dành cho một người. Không chia sẻ, cho mượn hay bán lại tài khoản; khóa học đã mua gắn với tài khoản mua.',
            'Người dưới 16 tuổi cần có sự đồng ý của cha, mẹ hoặc người giám hộ khi đăng ký và mua hàng.',
            'Bạn chịu trách nhiệm về mọi hoạt động diễn ra trong tài khoản của mình. Khi nghi ngờ tài khoản bị truy cập trái phép, hãy đổi mật khẩu và báo ngay cho chúng tôi.',
            'Học viện có quyền tạm khóa tài khoản vi phạm điều khoản (chia sẻ tài khoản, gian lận thanh toán hoặc hoa hồng, phát tán nội dung khóa học) sau khi thông báo lý do; bạn có thể khiếu nại theo mục Giải quyết khiếu nại.',
          ],
        },
        'Bạn có thể yêu cầu xóa tài khoản bất cứ lúc nào. Khi xóa, quyền truy cập các khóa học và số dư ví thưởng chấm dứt; số dư ví chính còn lại được xử lý theo mục Ví.',
      ],
    },
    {
      id: 'mua-hang',
      title: 'Đặt mua và thanh toán',
      blocks: [
        'Giá hiển thị bằng đồng Việt Nam (VND) và đã bao gồm thuế giá trị gia tăng nếu có. Đơn hàng được xác nhận khi thanh toán thành công; với chuyển khoản, đơn hàng được ghi nhận khi số tiền và nội dung chuyển khoản khớp với đơn.',
        {
          list: [
            'Bạn có thể thanh toán bằng chuyển khoản ngân hàng, bằng ví chính, ví thưởng hoặc kết hợp. Khi dùng ví, số dư ví thưởng sắp hết hạn được dùng trước.',
            'Mã giảm giá có điều kiện, thời hạn và số lượt dùng riêng; mỗi đơn áp dụng một mã và mã không quy đổi thành tiền.',
            'Sau khi thanh toán, khóa học được mở ngay trong mục "Khóa học của tôi"; phần mềm được giao theo mô tả của từng gói.',
            'Đơn chuyển khoản không được thanh toán trong thời hạn hiển thị sẽ tự hủy.',
          ],
        },
      ],
    },
    {
      id: 'hoan-tien',
      title: 'Hoàn tiền',
      blocks: [
        'Chúng tôi muốn bạn hài lòng với những gì đã mua. Bạn có thể yêu cầu hoàn tiền qua trang Hỗ trợ trong các trường hợp sau:',
        {
          list: [
            'Khóa học: trong 7 ngày kể từ ngày thanh toán, nếu bạn chưa học quá 20% thời lượng khóa học.',
            'Phần mềm: khi phần mềm không hoạt động như mô tả và chúng tôi không khắc phục được trong 7 ngày kể từ khi nhận được báo lỗi của bạn.',
            'Thanh toán trùng hoặc bị trừ tiền nhưng đơn hàng không được ghi nhận.',
          ],
        },
        'Khoản hoàn trả về đúng nguồn đã thanh toán: phần trả bằng ví chính về ví chính, phần trả bằng ví thưởng về ví thưởng với hạn dùng cũ, phần chuyển khoản được hoàn vào ví chính hoặc chuyển khoản lại theo yêu cầu của bạn trong 7 ngày làm việc. Khi đơn được hoàn tiền, quyền truy cập khóa học hoặc phần mềm của đơn đó chấm dứt và hoa hồng affiliate phát sinh từ đơn bị hủy.',
        'Học viện có thể từ chối yêu cầu hoàn tiền khi có dấu hiệu lạm dụng (mua, học hết rồi yêu cầu hoàn nhiều lần, sao chép nội dung).',
      ],
    },
    {
      id: 'vi',
      title: 'Ví chính và ví thưởng',
      blocks: [
        {
          list: [
            'Ví chính nhận tiền bạn nạp và các khoản hoàn lại; số dư ví chính không có hạn dùng và chỉ dùng để thanh toán trên website.',
            'Ví thưởng nhận tiền khuyến mại từ mã thưởng và chương trình ưu đãi. Mỗi khoản thưởng có hạn dùng ghi rõ khi nhận; hết hạn, phần chưa dùng tự mất. Chúng tôi nhắc bạn trước khi khoản thưởng hết hạn.',
            'Số dư ví thưởng không quy đổi thành tiền mặt, không chuyển nhượng và không được hoàn lại khi xóa tài khoản.',
            'Mọi biến động ví đều được ghi lại và bạn xem được trong mục "Ví của tôi" và "Lịch sử giao dịch".',
          ],
        },
      ],
    },
    {
      id: 'affiliate',
      title: 'Chương trình affiliate',
      blocks: [
        'Thành viên có thể tham gia chương trình affiliate để giới thiệu khóa học bằng đường dẫn giới thiệu riêng. Khi người được giới thiệu mua khóa học, bạn nhận hoa hồng trực tiếp; khi thành viên do bạn giới thiệu tham gia affiliate và bán được hàng, bạn nhận hoa hồng hệ thống. Tỷ lệ hoa hồng đang áp dụng được công bố tại trang chương trình affiliate (hiện là 30% hoa hồng trực tiếp và 20% hoa hồng hệ thống).',
        {
          list: [
            'Lượt giới thiệu được ghi nhận qua cookie lưu 30 ngày trên trình duyệt của người được giới thiệu (xem Chính sách bảo mật).',
            'Hoa hồng tính trên số tiền khách thực trả, làm tròn xuống đến đồng, ở trạng thái chờ duyệt cho đến khi Học viện xét duyệt và chỉ được thanh toán sau thời gian giữ để xử lý hoàn tiền.',
            'Hoa hồng được chi trả khi đạt mức thanh toán tối thiểu công bố tại trang affiliate. Nếu đơn hàng được hoàn tiền sau khi hoa hồng đã chi, khoản tương ứng được trừ vào lần chi trả sau.',
            'Nghiêm cấm tự mua qua đường dẫn của chính mình, spam, quảng cáo sai sự thật, dùng tên hoặc thương hiệu Học viện gây nhầm lẫn. Vi phạm dẫn đến hủy hoa hồng liên quan và chấm dứt tư cách affiliate.',
            'Affiliate tự chịu trách nhiệm kê khai và nộp thuế thu nhập cá nhân theo quy định; Học viện khấu trừ thuế khi pháp luật yêu cầu.',
          ],
        },
      ],
    },
    {
      id: 'giang-vien',
      title: 'Giảng viên và nội dung khóa học',
      blocks: [
        'Giảng viên đăng tải khóa học phải là chủ sở hữu hoặc có đủ quyền sử dụng mọi nội dung trong khóa học (video, hình ảnh, âm nhạc, tài liệu) và bảo đảm nội dung chính xác, không vi phạm pháp luật, không xâm phạm quyền của người khác.',
        {
          list: [
            'Mỗi khóa học được Học viện xét duyệt trước khi bán; Học viện có thể yêu cầu chỉnh sửa hoặc từ chối khóa học không đạt yêu cầu về chất lượng hay pháp lý.',
            'Giảng viên cấp cho Học viện quyền không độc quyền để lưu trữ, trình chiếu, quảng bá và bán khóa học trên website trong thời gian khóa học được đăng bán.',
            'Thu nhập của giảng viên được tính trên doanh thu thực nhận của khóa học sau khi trừ hoa hồng affiliate và các khoản hoàn tiền, theo thỏa thuận riêng với Học viện.',
            'Học viên đã mua khóa học tiếp tục được học khi khóa học ngừng bán mới.',
          ],
        },
      ],
    },
    {
      id: 'so-huu-tri-tue',
      title: 'Quyền sở hữu trí tuệ',
      blocks: [
        'Nội dung khóa học, phần mềm, giao diện, logo và thương hiệu trên website thuộc quyền sở hữu của Học viện hoặc giảng viên và được bảo hộ theo Luật Sở hữu trí tuệ.',
        {
          list: [
            'Khi mua khóa học, bạn được quyền học cho mục đích cá nhân, không độc quyền và không chuyển nhượng.',
            'Không được tải xuống trái phép, ghi màn hình, sao chép, chia sẻ, bán lại hoặc công bố lại nội dung khóa học dưới bất kỳ hình thức nào.',
            'Giấy phép phần mềm chỉ dùng theo phạm vi của gói đã mua; không dịch ngược, bẻ khóa hay chia sẻ giấy phép.',
          ],
        },
        'Vi phạm quyền sở hữu trí tuệ dẫn đến khóa tài khoản không hoàn tiền và có thể bị xử lý theo quy định của pháp luật.',
      ],
    },
    {
      id: 'xac-minh-hoc-tap',
      title: 'Xác minh khuôn mặt khi học',
      blocks: [
        'Một số khóa học yêu cầu xác minh khuôn mặt để bảo đảm đúng người mua là người học và để cấp chứng chỉ. Việc xác minh chỉ thực hiện khi bạn đồng ý rõ ràng; dữ liệu khuôn mặt được xử lý như dữ liệu cá nhân nhạy cảm theo Chính sách bảo mật. Nếu không đồng ý, bạn có thể liên hệ để được hướng dẫn cách học khác hoặc hoàn tiền theo mục Hoàn tiền.',
      ],
    },
    {
      id: 'hanh-vi-cam',
      title: 'Hành vi bị cấm',
      blocks: [
        {
          list: [
            'Gian lận thanh toán, lợi dụng lỗi hệ thống, mã giảm giá hoặc chương trình thưởng.',
            'Can thiệp, tấn công, thu thập dữ liệu tự động hoặc làm gián đoạn website.',
            'Đăng tải nội dung vi phạm pháp luật, xúc phạm, lừa đảo hoặc chứa mã độc.',
            'Mạo danh Học viện, giảng viên hoặc người khác.',
          ],
        },
      ],
    },
    {
      id: 'trach-nhiem',
      title: 'Giới hạn trách nhiệm',
      blocks: [
        'Chúng tôi nỗ lực để website hoạt động liên tục và nội dung chính xác, nhưng kết quả kinh doanh của bạn phụ thuộc vào nhiều yếu tố ngoài khóa học; các ví dụ về doanh số trong khóa học không phải cam kết về thu nhập. Trách nhiệm bồi thường của Học viện (nếu có) không vượt quá số tiền bạn đã thanh toán cho sản phẩm liên quan, trừ trường hợp pháp luật quy định khác.',
        'Website có thể tạm ngừng để bảo trì; chúng tôi thông báo trước khi có thể.',
      ],
    },
    {
      id: 'khieu-nai',
      title: 'Giải quyết khiếu nại',
      blocks: [
        'Mọi thắc mắc, khiếu nại xin gửi qua biểu mẫu tại trang Hỗ trợ, email hoặc hotline ở chân trang. Chúng tôi phản hồi trong vòng 24 giờ làm việc và giải quyết trong tối đa 15 ngày làm việc. Tranh chấp được ưu tiên thương lượng; nếu không thành, các bên có thể yêu cầu Tòa án có thẩm quyền tại Việt Nam giải quyết theo pháp luật Việt Nam, bao gồm Luật Bảo vệ quyền lợi người tiêu dùng.',
      ],
    },
    {
      id: 'thay-doi',
      title: 'Thay đổi điều khoản',
      blocks: [
        'Khi thay đổi điều khoản, chúng tôi đăng phiên bản mới kèm ngày hiệu lực trên trang này và thông báo trên website hoặc qua email ít nhất 7 ngày trước ngày hiệu lực với những thay đổi quan trọng. Việc tiếp tục sử dụng dịch vụ sau ngày hiệu lực đồng nghĩa với việc bạn chấp nhận điều khoản mới; nếu không đồng ý, bạn có thể ngừng sử dụng và yêu cầu xóa tài khoản.',
      ],
    },
    {
      id: 'lien-he',
      title: 'Thông tin liên hệ',
      blocks: [{ controller: true }],
    },
  ],
};
