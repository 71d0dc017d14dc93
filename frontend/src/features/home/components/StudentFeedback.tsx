import { FEEDBACK_VIDEOS, youtubeEmbedUrl } from '../home.content';
import { Icon } from '../../../components/ui/Icon';
import { SectionHeader } from './SectionHeader';

export const FEEDBACK_SECTION_ID = 'cam-nhan-hoc-vien';

/**
 * Four testimonial videos. The poster sits under each lazily loaded player so the grid keeps its
 * shape (and still says who is speaking) when YouTube is slow or blocked.
 */
export function StudentFeedback() {
  return (
    <section className="home-section home-section-tinted" id={FEEDBACK_SECTION_ID} aria-labelledby="feedback-title">
      <div className="container">
        <SectionHeader
          id="feedback-title"
          eyebrow="Cảm nhận học viên"
          title="Học viên nói gì sau khóa học"
          lead="Những câu chuyện thật từ chủ shop, nhân viên marketing và đối tác Affiliate đã áp dụng kiến thức vào công việc."
          align="center"
        />
        <ul className="home-videos">
          {FEEDBACK_VIDEOS.map((video) => (
            <li key={video.videoId} className="home-video-card" data-testid="feedback-video">
              <div className="home-video-frame">
                <div className="home-video-poster" aria-hidden="true">
                  <span className="home-video-play">
                    <Icon name="play" size={22} />
                  </span>
                  <span className="home-video-poster-name">{video.student}</span>
                </div>
                <iframe
                  src={youtubeEmbedUrl(video.videoId)}
                  title={`Cảm nhận của ${video.student} - ${video.role}`}
                  loading="lazy"
                  allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                  referrerPolicy="strict-origin-when-cross-origin"
                  allowFullScreen
                />
              </div>
              <div className="home-video-body">
                <span className="home-stars" aria-label="5 trên 5 sao">
                  {[0, 1, 2, 3, 4].map((i) => (
                    <Icon key={i} name="star" size={14} />
                  ))}
                </span>
                <blockquote className="home-video-quote">“{video.quote}”</blockquote>
                <div className="home-video-person">
                  <strong>{video.student}</strong>
                  <span>{video.role}</span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
