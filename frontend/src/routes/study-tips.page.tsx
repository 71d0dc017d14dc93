import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../components/ui/Icon';
import { Callout } from '../features/marketing-pages/components/Callout';
import { ClosingBand } from '../features/marketing-pages/components/ClosingBand';
import { FeatureGrid } from '../features/marketing-pages/components/FeatureGrid';
import { Guide, GuideChapterSection } from '../features/marketing-pages/components/Guide';
import { MarketingHero } from '../features/marketing-pages/components/MarketingHero';
import { SAMPLE_WEEK, STUDY_HABITS, STUDY_TIP_CHAPTERS } from '../features/marketing-pages/study-tips.content';
import { useDocumentTitle } from '../lib/use-document-title';
import '../features/marketing-pages/study-tips.css';

type ChapterId = (typeof STUDY_TIP_CHAPTERS)[number]['id'];

function Chapter({ id, children }: { id: ChapterId; children: ReactNode }) {
  return (
    <GuideChapterSection chapters={STUDY_TIP_CHAPTERS} id={id}>
      {children}
    </GuideChapterSection>
  );
}

/** Spec part 1 §2.1 (`/study-tips`): how to finish an online course and put it to work. */
export function StudyTipsPage() {
  useDocumentTitle('Bí quyết học tập');
  return (
    <div className="mkt-page">
      <MarketingHero
        id="study-tips-title"
        compact
        eyebrow="Bí quyết học tập"
        title="Học xong khóa học và áp dụng được ngay"
        lead="Nhiều người học online bỏ dở sau vài buổi đầu. Sáu thói quen dưới đây giúp bạn đi đến bài cuối cùng và biến kiến thức thành kết quả trong công việc."
      />

      <section className="mkt-section study-habits" aria-label="Bốn thói quen chính">
        <div className="container">
          <FeatureGrid items={STUDY_HABITS} columns={2} testId="study-habits" />
        </div>
      </section>

      <Guide chapters={STUDY_TIP_CHAPTERS} tocTestId="study-tips-toc">
        <Chapter id="dat-muc-tieu">
          <p>
            &quot;Học Facebook Ads&quot; không phải một mục tiêu. &quot;Tự chạy được chiến dịch cho shop của mình với chi phí mỗi đơn dưới
            80.000 ₫ trước cuối tháng&quot; mới là mục tiêu: cụ thể, đo được và có hạn chót.
          </p>
          <ul className="mkt-list">
            <li>
              <strong>Viết mục tiêu ra giấy</strong> trước khi xem bài đầu tiên, dán ở nơi bạn nhìn thấy mỗi ngày.
            </li>
            <li>
              <strong>Chọn đúng khóa học cho mục tiêu đó.</strong> Xem đề cương, xem bài học thử miễn phí và đọc đánh giá của học viên
              trước khi mua.
            </li>
            <li>
              <strong>Chia mục tiêu theo chương.</strong> Mỗi chương của khóa học nên đưa bạn tiến thêm một bước cụ thể.
            </li>
          </ul>
          <p>
            Chưa biết bắt đầu từ đâu? <Link to="/courses">Xem tất cả khóa học</Link>, tìm theo chủ đề hoặc lọc theo danh mục.
          </p>
        </Chapter>

        <Chapter id="lich-hoc">
          <p>
            Não bộ ghi nhớ tốt hơn khi học ít mà đều. Đặt một khung 25 phút cố định mỗi ngày (ví dụ 21:00 – 21:25), tắt thông báo điện
            thoại, và chỉ làm một việc: học.
          </p>
          <table className="study-week" data-testid="study-week">
            <caption>Một tuần mẫu cho người đi làm</caption>
            <tbody>
              {SAMPLE_WEEK.map((row) => (
                <tr key={row.day}>
                  <th scope="row">{row.day}</th>
                  <td>{row.task}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Callout icon="clock">Lỡ một buổi không sao; lỡ hai buổi liên tiếp là lúc bắt đầu bỏ dở. Hãy học bù ngay hôm sau.</Callout>
        </Chapter>

        <Chapter id="hoc-chu-dong">
          <ul className="mkt-list">
            <li>
              <strong>Đặt câu hỏi trước khi xem:</strong> đọc tên bài và tự hỏi &quot;mình mong học được gì?&quot;.
            </li>
            <li>
              <strong>Dừng video để làm theo.</strong> Khi giảng viên thao tác trên trình quản lý quảng cáo hay công cụ, hãy mở công cụ
              đó và làm cùng.
            </li>
            <li>
              <strong>Tóm tắt bằng lời của bạn</strong> sau mỗi bài, trong ba câu. Không tóm tắt được nghĩa là cần xem lại.
            </li>
            <li>
              <strong>Xem ở tốc độ phù hợp.</strong> Tăng tốc ở phần bạn đã biết, giảm tốc ở phần mới.
            </li>
          </ul>
        </Chapter>

        <Chapter id="thuc-hanh">
          <p>Kiến thức marketing chỉ có giá trị khi được thử trên khách hàng thật. Sau mỗi chương, hãy làm một việc nhỏ trên dự án của bạn:</p>
          <div className="mkt-cards">
            <article className="mkt-card">
              <h3>Chưa có dự án?</h3>
              <p>Nhận làm miễn phí cho người quen có cửa hàng, hoặc tạo một trang bán thử một sản phẩm nhỏ với ngân sách vài trăm nghìn.</p>
            </article>
            <article className="mkt-card">
              <h3>Đã có dự án?</h3>
              <p>Áp dụng từng bài vào chiến dịch đang chạy, ghi lại số liệu trước và sau để thấy rõ hiệu quả.</p>
            </article>
          </div>
          <Callout tone="success" icon="chart">
            Lưu lại ảnh chụp số liệu trước và sau: đó là bằng chứng kết quả cho hồ sơ xin việc hay cho khách hàng của bạn.
          </Callout>
        </Chapter>

        <Chapter id="ghi-chu">
          <ol className="mkt-list mkt-list-steps">
            <li>
              <strong>Ghi 3 ý chính mỗi bài</strong>, kèm một việc bạn sẽ làm với ý đó.
            </li>
            <li>
              <strong>Ôn lại sau 1 ngày</strong>: đọc nhanh ghi chú hôm qua trước khi học bài mới.
            </li>
            <li>
              <strong>Ôn lại sau 1 tuần</strong>: đọc ghi chú cả tuần vào buổi cuối tuần.
            </li>
            <li>
              <strong>Ôn lại sau 1 tháng</strong>: xem lại các bài quan trọng nhất, lần này ở tốc độ nhanh.
            </li>
          </ol>
          <p>
            Bộ <Link to="/pro-gift">Quà tặng Pro</Link> có sẵn mẫu kế hoạch nội dung và mẫu báo cáo KPI để bạn ghi chép và theo dõi
            kết quả.
          </p>
        </Chapter>

        <Chapter id="dung-nen-tang">
          <dl className="mkt-terms">
            <div>
              <dt>Khóa học của tôi</dt>
              <dd>Thanh tiến độ cho biết bạn còn bao nhiêu bài; vào học lại đúng bài đang dở.</dd>
            </div>
            <div>
              <dt>Bài học thử</dt>
              <dd>Xem trước cách giảng viên dạy để chọn đúng khóa học.</dd>
            </div>
            <div>
              <dt>Chứng chỉ hoàn thành</dt>
              <dd>Hoàn thành mọi bài học để nhận chứng chỉ PDF có mã tra cứu công khai.</dd>
            </div>
            <div>
              <dt>Đánh giá khóa học</dt>
              <dd>Chấm điểm và góp ý sau khi học: giảng viên dùng góp ý để cải thiện bài giảng.</dd>
            </div>
            <div>
              <dt>Hỗ trợ</dt>
              <dd>Vướng ở đâu, gửi tin nhắn cho đội ngũ: chúng tôi trả lời trong 24 giờ làm việc.</dd>
            </div>
          </dl>
        </Chapter>

        <ClosingBand
          compact
          title="Bắt đầu buổi học 25 phút đầu tiên"
          text="Chọn khóa học, đặt lịch, và học bài đầu tiên ngay tối nay."
          actions={
            <>
              <Link to="/my-courses" className="btn btn-light btn-lg" data-testid="study-tips-my-courses">
                Khóa học của tôi
              </Link>
              <Link to="/courses" className="btn btn-lg mkt-btn-outline">
                Xem khóa học
                <Icon name="arrowRight" size={18} />
              </Link>
            </>
          }
        />
      </Guide>
    </div>
  );
}
