import { PlayerLecture } from '@academy/contracts';
import { Icon } from '../../../components/ui/Icon';
import { Spinner } from '../../../components/ui/Spinner';
import { Remote } from '../../../lib/remote';
import { PLAYER_TEXTS } from '../course-player.texts';

interface LectureVideoProps {
  lecture: PlayerLecture;
  /** The signed link of this lecture's video. */
  url: Remote<string>;
  poster: string | null;
  onRetry(): void;
}

/** The lecture's video: the browser's own controls (keyboard, seeking through range requests), metadata first. */
export function LectureVideo({ lecture, url, poster, onRetry }: LectureVideoProps) {
  return (
    <div className="player-video">
      {url.status === 'succeeded' && (
        <video
          key={lecture._id}
          src={url.data}
          controls
          preload="metadata"
          playsInline
          poster={lecture.thumbnailUrl ?? poster ?? undefined}
          aria-label={lecture.title}
          data-testid="lecture-video"
        >
          {PLAYER_TEXTS.videoUnsupported}
        </video>
      )}
      {(url.status === 'loading' || url.status === 'idle') && (
        <div className="player-video-state">
          <Spinner label={PLAYER_TEXTS.loadingVideo} />
        </div>
      )}
      {url.status === 'failed' && (
        <div className="player-video-state" role="alert" data-testid="lecture-video-error">
          <Icon name="alert" size={28} />
          <p>{url.error.message}</p>
          <button type="button" className="btn btn-light" onClick={onRetry}>
            {PLAYER_TEXTS.retry}
          </button>
        </div>
      )}
    </div>
  );
}
