import { MediaAsset } from '@academy/contracts';
import { Icon } from '../../../components/ui/Icon';
import { formatClock } from '../../../components/ui/course-format';
import { formatDate } from '../../../lib/format';
import { formatFileSize } from '../media-format';

/** 'Dùng trong 2 bài giảng', or that no lecture uses it (then it can be deleted). */
export function usageText(usedInLectures: number): string {
  return usedInLectures > 0 ? `Dùng trong ${usedInLectures} bài giảng` : 'Chưa dùng trong bài giảng nào';
}

interface MediaCardProps {
  media: MediaAsset;
  onPlay(media: MediaAsset): void;
  onDelete(media: MediaAsset): void;
}

/** One video of the library: a poster to play it, its facts, and delete. */
export function MediaCard({ media, onPlay, onDelete }: MediaCardProps) {
  const { title, originalName, size, durationSeconds, usedInLectures, createdAt } = media;
  return (
    <li className="media-card" data-testid="media-card" data-media-id={media._id}>
      <button type="button" className="media-poster" onClick={() => onPlay(media)} aria-label={`Xem video ${title}`} data-testid="media-play">
        <span className="media-poster-icon">
          <Icon name="play" size={26} />
        </span>
        {durationSeconds !== null && (
          <span className="media-duration" data-testid="media-duration">
            {formatClock(durationSeconds)}
          </span>
        )}
      </button>
      <div className="media-card-body">
        <h3 className="media-card-title" title={title} data-testid="media-title">
          {title}
        </h3>
        <p className="media-card-file" title={originalName}>
          {originalName}
        </p>
        <p className="media-card-facts">
          <span data-testid="media-size">{formatFileSize(size)}</span>
          <span aria-hidden="true">·</span>
          <span>{formatDate(createdAt)}</span>
        </p>
        <p className={usedInLectures > 0 ? 'media-usage is-used' : 'media-usage'} data-testid="media-usage">
          {usageText(usedInLectures)}
        </p>
      </div>
      <div className="media-card-actions">
        <button type="button" className="btn btn-secondary" onClick={() => onPlay(media)}>
          <Icon name="play" size={16} /> Xem
        </button>
        <button
          type="button"
          className="icon-btn icon-btn-sm icon-btn-danger"
          title={usedInLectures > 0 ? 'Video đang được dùng trong bài giảng' : 'Xóa video'}
          aria-label={`Xóa video ${title}`}
          onClick={() => onDelete(media)}
          data-testid="media-delete"
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
    </li>
  );
}
