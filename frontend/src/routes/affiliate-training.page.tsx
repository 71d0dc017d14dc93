import { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { JoinProgrammeButton, programmeViewer } from '../features/affiliate/components/JoinProgrammeButton';
import { PROGRAMME_TERMS, referralLinks } from '../features/affiliate/programme';
import { TRAINING_SECTIONS, TrainingSectionId } from '../features/affiliate/training.content';
import { Callout } from '../features/marketing-pages/components/Callout';
import { ClosingBand } from '../features/marketing-pages/components/ClosingBand';
import { Guide, GuideChapterSection } from '../features/marketing-pages/components/Guide';
import { MarketingHero } from '../features/marketing-pages/components/MarketingHero';
import { selectProfile, selectSignedIn } from '../features/session/session.selectors';
import { useDocumentTitle } from '../lib/use-document-title';
import '../features/affiliate/affiliate-pages.css';

/** The example code and slugs the link table is built with. */
const EXAMPLE = { code: 'MINHANH', course: 'quang-cao-facebook-thuc-chien', tool: 'auto-post-facebook' };

/** A numbered chapter of the guide. */
function GuideSection({ id, children }: { id: TrainingSectionId; children: ReactNode }) {
  return (
    <GuideChapterSection chapters={TRAINING_SECTIONS} id={id}>
      {children}
    </GuideChapterSection>
  );
}

/** Spec part 1 §2.1 (`/affiliate-traning`, the spec's spelling): the guide for affiliates. */
export function AffiliateTrainingPage() {
  useDocumentTitle('Đào tạo Affiliate');
  const signedIn = useSelector(selectSignedIn);
  const profile = useSelector(selectProfile);
  const viewer = programmeViewer(signedIn, profile?.isAffiliate ?? false);
  const terms = PROGRAMME_TERMS;
  const origin = window.location.origin;

  const links = [
    {
      kind: 'Khóa học',
      pattern: '/courses/{slug}/ref/{mã}',
      example: referralLinks.course(EXAMPLE.course, EXAMPLE.code),
      use: 'Giới thiệu một khóa học cụ thể: khách đến thẳng trang khóa học, khóa học đó được ghi nhận là nguồn giới thiệu.',
    },
    {
      kind: 'Phần mềm',
      pattern: '/tools/{slug}/ref/{mã}',
      example: referralLinks.tool(EXAMPLE.tool, EXAMPLE.code),
      use: 'Giới thiệu một phần mềm: khách đến trang chi tiết phần mềm với các gói để chọn.',
    },
    {
      kind: 'Trang chủ',
      pattern: '/ref/{mã}',
      example: referralLinks.site(EXAMPLE.code),
      use: 'Giới thiệu chung về Học viện, khi khách chưa biết nên học gì: khách đến trang chủ.',
    },
  ];

  return (
    <div className="mkt-page">
      <MarketingHero
        id="aff-training-title"
        compact
        eyebrow="Đào tạo Affiliate"
        title="Hướng dẫn giới thiệu hiệu quả và đúng luật"
        lead="Từ chọn khóa học, tạo link, chia sẻ đúng nơi đến đọc số liệu và nhận chi trả: mọi điều một Affiliate của Học viện cần biết, trong một trang."
      />

      <Guide chapters={TRAINING_SECTIONS} tocTestId="training-toc">
        <GuideSection id="chon-khoa-hoc">
          <p>
            Bạn nhận {terms.directPercent}% trên mọi khóa học, vì vậy hãy chọn khóa học phù hợp nhất với người nghe của
            bạn, không phải khóa học đắt nhất.
          </p>
          <ul className="mkt-list">
            <li>
              <strong>Giới thiệu điều bạn hiểu rõ.</strong> Khóa học bạn đã học, hoặc ít nhất đã xem bài học thử, giúp
              bạn kể trải nghiệm thật: đó là lý do khách tin và mua.
            </li>
            <li>
              <strong>Chọn theo người nghe.</strong> Chủ shop online cần bán hàng và chạy quảng cáo; người làm nội dung
              cần TikTok, SEO; nhân viên marketing cần kỹ năng tổng hợp. Một khóa đúng nhu cầu dễ bán hơn ba khóa chung
              chung.
            </li>
            <li>
              <strong>Đọc kỹ trang khóa học.</strong> Nội dung từng chương, giảng viên, đánh giá của học viên và giá hiện
              tại là những gì khách sẽ xem; hãy nói đúng như trang khóa học nói.
            </li>
          </ul>
          <p>
            Xem <Link to="/courses">tất cả khóa học</Link> và <Link to="/tools">phần mềm</Link> đang bán.
          </p>
        </GuideSection>

        <GuideSection id="tao-link">
          <p>
            Mỗi Affiliate có một <strong>mã Affiliate</strong> riêng, hiển thị trong bảng điều khiển. Thêm mã đó vào một
            trong ba mẫu link dưới đây; <code>{'{slug}'}</code> là phần cuối địa chỉ trang khóa học hoặc phần mềm (ví dụ{' '}
            <code>/courses/{EXAMPLE.course}</code>).
          </p>
          <ul className="aff-links" data-testid="training-links">
            {links.map((link) => (
              <li key={link.kind} className="aff-link" data-testid="training-link">
                <div className="aff-link-head">
                  <h3>{link.kind}</h3>
                  <code>{link.pattern}</code>
                </div>
                <p>{link.use}</p>
                <p className="aff-link-example">
                  <span>Ví dụ</span>
                  <code>{`${origin}${link.example}`}</code>
                </p>
              </li>
            ))}
          </ul>
          <Callout>
              Không cần tự ghép link: công cụ tạo link trong bảng điều khiển làm việc này cho bất kỳ khóa học hay phần mềm
              nào, kèm nút sao chép và mã QR. Trước khi chia sẻ, hãy mở thử link trong một cửa sổ ẩn danh.
            </Callout>
          <p>
            Khi khách mở link, mã của bạn được lưu trên trình duyệt của họ trong {terms.cookieDays} ngày, rồi khách được
            chuyển tới trang tương ứng. Khách đăng ký tài khoản hoặc mua khóa học trong thời gian đó đều được ghi nhận
            cho bạn.
          </p>
        </GuideSection>

        <GuideSection id="chia-se">
          <div className="mkt-cards">
            <article className="mkt-card">
              <h3>Trang cá nhân và Zalo</h3>
              <p>Kể lại điều bạn học được và kết quả thật bạn đạt được, đặt link ở cuối bài. Bạn bè tin người quen.</p>
            </article>
            <article className="mkt-card">
              <h3>Nhóm cộng đồng</h3>
              <p>
                Chỉ đăng ở nhóm cho phép giới thiệu sản phẩm. Trả lời câu hỏi trước, gợi ý khóa học khi thật sự phù
                hợp.
              </p>
            </article>
            <article className="mkt-card">
              <h3>Blog, YouTube, TikTok</h3>
              <p>Bài đánh giá, video hướng dẫn, so sánh khóa học: nội dung hữu ích mang lại khách trong nhiều tháng.</p>
            </article>
            <article className="mkt-card">
              <h3>Email và tư vấn 1-1</h3>
              <p>Gửi cho người đã đồng ý nhận tin từ bạn, hoặc gửi riêng cho khách đang hỏi bạn nên học gì.</p>
            </article>
          </div>
        </GuideSection>

        <GuideSection id="khong-duoc-phep">
          <ul className="mkt-list mkt-list-dont" data-testid="training-not-allowed">
            <li>
              <strong>Spam:</strong> nhắn tin hàng loạt, bình luận rác, gắn thẻ người lạ, gửi email cho người chưa đồng ý
              nhận tin.
            </li>
            <li>
              <strong>Quảng cáo gây hiểu nhầm:</strong> hứa hẹn thu nhập hay kết quả, giảm giá không có thật, tự xưng là
              trang chính thức hoặc dùng tên, logo của Học viện như tài khoản của Học viện.
            </li>
            <li>
              <strong>Tự mua qua link của mình:</strong> mua cho chính mình, hoặc lập tài khoản khác để mua qua link của
              bạn. Tự giới thiệu không được tính hoa hồng.
            </li>
            <li>
              <strong>Ép cookie:</strong> tự động mở link giới thiệu khi khách chưa bấm vào, hay giấu link trong trang
              không liên quan.
            </li>
          </ul>
          <Callout tone="warn" testId="training-law">
              Theo Luật Quảng cáo (số 16/2012/QH13), quảng cáo gian dối hoặc gây nhầm lẫn về chất lượng, công dụng của
              sản phẩm là hành vi bị cấm, và bạn chịu trách nhiệm về nội dung mình đăng.
            </Callout>
          <p>
            Chuyển đổi vi phạm bị từ chối khi duyệt; vi phạm lặp lại có thể khiến tài khoản Affiliate bị tạm ngừng.
          </p>
        </GuideSection>

        <GuideSection id="bang-dieu-khien">
          <dl className="mkt-terms">
            <div>
              <dt>Thu nhập chờ duyệt, đã duyệt, đã chi trả</dt>
              <dd>
                Hoa hồng đi qua ba trạng thái này theo thứ tự. Chỉ khoản đã duyệt và hết thời gian tạm giữ mới được chi
                trả.
              </dd>
            </div>
            <div>
              <dt>Lượt nhấp và tỷ lệ chuyển đổi</dt>
              <dd>
                Số lần link của bạn được mở, và tỷ lệ lượt nhấp trở thành đăng ký hoặc đơn hàng. Biểu đồ theo ngày cho
                biết bài chia sẻ nào hiệu quả.
              </dd>
            </div>
            <div>
              <dt>Đội nhóm</dt>
              <dd>
                Thành viên trực tiếp là người đăng ký qua link của bạn; thành viên đội nhóm là người họ giới thiệu. Bạn
                nhận {terms.teamPercent}% trên doanh số của những người bạn giới thiệu trực tiếp tham gia Affiliate.
              </dd>
            </div>
            <div>
              <dt>Chuyển đổi</dt>
              <dd>
                Mỗi dòng là một sự kiện được ghi nhận: <strong>Đăng ký</strong> (khách tạo tài khoản qua link của bạn) hoặc{' '}
                <strong>Mua khóa học</strong> (đơn hàng đã thanh toán, kèm số tiền hoa hồng và trạng thái).
              </dd>
            </div>
            <div>
              <dt>Chi trả</dt>
              <dd>Lịch sử các khoản Học viện đã chi trả cho bạn: ngày, số tiền, phương thức và mã tham chiếu.</dd>
            </div>
          </dl>
        </GuideSection>

        <GuideSection id="chi-tra">
          <ol className="mkt-list mkt-list-steps" data-testid="training-payout-steps">
            <li>
              <strong>Chờ duyệt.</strong> Đơn hàng thanh toán thành công tạo chuyển đổi kèm hoa hồng ở trạng thái chờ
              duyệt.
            </li>
            <li>
              <strong>Đã duyệt.</strong> Đội ngũ Học viện kiểm tra đơn hàng và duyệt, hoặc từ chối kèm ghi chú.
            </li>
            <li>
              <strong>Tạm giữ.</strong> Hoa hồng đã duyệt được giữ một thời gian để xử lý yêu cầu hoàn tiền. Đơn bị hoàn
              tiền thì hoa hồng bị hủy hoặc trừ lại.
            </li>
            <li>
              <strong>Chi trả.</strong> Khi số dư đủ điều kiện đạt mức tối thiểu, Học viện lập khoản chi trả và khoản đó
              xuất hiện trong lịch sử chi trả của bạn.
            </li>
          </ol>
          <p>
            Thấy sai lệch? <Link to="/support">Liên hệ hỗ trợ</Link> kèm thời gian và số tiền của đơn hàng liên quan.
          </p>
        </GuideSection>

        <ClosingBand
          compact
          title="Bắt đầu giới thiệu ngay hôm nay"
          text={
            <>
              {terms.directPercent}% trực tiếp, {terms.teamPercent}% đội nhóm. <Link to="/affiliate-landing">Xem chương trình</Link>
            </>
          }
          actions={<JoinProgrammeButton viewer={viewer} className="btn btn-light btn-lg" />}
        />
      </Guide>
    </div>
  );
}
