import { useState } from 'react';
import { FEEDBACK_VIDEOS, FeedbackVideo, youtubeEmbedUrl } from '../home.content';
import { Icon } from '../../../components/ui/Icon';
import { SectionHeader } from './SectionHeader';

export const FEEDBACK_SECTION_ID = 'cam-nhan-hoc-vien';

/**
 * A video's poster until the visitor presses play, then YouTube's player in its place (started at
 * once). Nothing is loaded from YouTube before that: four players cost the home page megabytes and
 * seconds of a phone's processor, for videos most visitors never start (issue 16, item 4).
 */
function VideoFrame({ video }: { video: FeedbackVideo }) {
  const [playing, setPlaying] = useState(false);
  const title = `Cảm nhận của ${video.student} - ${video.role}`;
  if (playing) {
    return (
      <div className="home-video-frame">
        <iframe
          src={`${youtubeEmbedUrl(video.videoId)}&autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className="home-video-frame">
      <button type="button" className="home-video-poster" onClick={() => setPlaying(true)} aria-label={`Phát video: ${title}`} data-testid="feedback-video-play">
        <span className="home-video-play" aria-hidden="true">
          <Icon name="play" size={22} />
        </span>
        <span className="home-video-poster-name" aria-hidden="true">
          {video.student}
        </span>
      </button>
    </div>
  );
}

/** Four testimonial videos, each a poster that says who is speaking until it is played. */
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
              <VideoFrame video={video} />
              <div className="home-video-body">
                <span className="home-stars" role="img" aria-label="5 trên 5 sao">
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
