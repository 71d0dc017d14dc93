import { formatRating } from './course-format';
import { Icon } from './Icon';
import './course-card.css';

const FIVE = [0, 1, 2, 3, 4];

function Stars({ size }: { size: number }) {
  return (
    <>
      {FIVE.map((i) => (
        <Icon key={i} name="star" size={size} />
      ))}
    </>
  );
}

/** Five stars filled to the rating (a 4.5 shows four and a half); the number is for screen readers. */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  const filled = Math.min(100, Math.max(0, (rating / 5) * 100));
  return (
    <span className="rating-stars" role="img" aria-label={`Đánh giá ${formatRating(rating)} trên 5 sao`}>
      <span className="rating-stars-empty">
        <Stars size={size} />
      </span>
      <span className="rating-stars-filled" style={{ width: `${filled}%` }}>
        <Stars size={size} />
      </span>
    </span>
  );
}
