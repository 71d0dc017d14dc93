import type { Testimonial } from '@academy/contracts';
import { useState } from 'react';
import { youtubeEmbedUrl } from '../home.content';
import { Icon } from '../../../components/ui/Icon';
import { SectionHeader } from './SectionHeader';
import { PersonPhoto } from './PersonPhoto';

export const FEEDBACK_SECTION_ID = 'cam-nhan-hoc-vien';

/**
 * A video's poster until the visitor presses play, then YouTube's player in its place (started at
 * once). Nothing is loaded from YouTube before that: several players cost the home page megabytes
 * and seconds of a phone's processor, for videos most visitors never start (issue 16, item 4).
 */
function VideoFrame({ testimonial, videoId }: { testimonial: Testimonial; videoId: string }) {
  const [playing, setPlaying] = useState(false);
  const title = testimonial.role ? `Cảm nhận của ${testimonial.name} - ${testimonial.role}` : `Cảm nhận của ${testimonial.name}`;
  if (playing) {
    return (
      <div className="home-video-frame">
        <iframe
          src={`${youtubeEmbedUrl(videoId)}&autoplay=1`}
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
        {testimonial.photoUrl && <img src={testimonial.photoUrl} alt="" className="home-video-poster-photo" loading="lazy" />}
        <span className="home-video-play" aria-hidden="true">
          <Icon name="play" size={22} />
        </span>
        <span className="home-video-poster-name" aria-hidden="true">
          {testimonial.name}
        </span>
      </button>
    </div>
  );
}

/**
 * The learners' testimonials the homepage editor keeps, in its order: a video poster when the
 * testimonial has a video, the quote, the photo and who said it. None: the block is not shown.
 */
export function StudentFeedback({ testimonials, editAction }: { testimonials: readonly Testimonial[]; editAction?: React.ReactNode }) {
  if (testimonials.length === 0) return editAction ? <div className="container home-edit-action home-edit-action-empty">{editAction}</div> : null;
  return (
    <section className="home-section home-section-tinted" id={FEEDBACK_SECTION_ID} aria-labelledby="feedback-title" data-testid="feedback-section">
      <div className="container">
        {editAction && <div className="home-edit-action">{editAction}</div>}
        <SectionHeader
          id="feedback-title"
          eyebrow="Cảm nhận học viên"
          title="Học viên nói gì sau khóa học"
          lead="Những câu chuyện từ chủ shop, nhân viên marketing và đối tác Affiliate đã áp dụng kiến thức vào công việc."
          align="center"
        />
        <ul className="home-videos">
          {testimonials.map((testimonial, i) => (
            <li key={`${i}-${testimonial.name}`} className="home-video-card" data-testid="feedback-card">
              {testimonial.videoId && <VideoFrame testimonial={testimonial} videoId={testimonial.videoId} />}
              <div className="home-video-body">
                <blockquote className="home-video-quote">“{testimonial.quote}”</blockquote>
                <div className="home-video-person">
                  <PersonPhoto name={testimonial.name} photoUrl={testimonial.photoUrl} size={48} />
                  <span className="home-video-person-text">
                    <strong data-testid="feedback-name">{testimonial.name}</strong>
                    {testimonial.role && <span>{testimonial.role}</span>}
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
