import { RatingSummary as Summary } from '@academy/contracts';
import { RatingStars } from '../../../components/ui/RatingStars';
import { formatCount, formatRating } from '../../../components/ui/course-format';

const STARS = [5, 4, 3, 2, 1] as const;

/** The average in big, its stars and count, and one bar per star from 5 to 1. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { rating, reviewsCount, distribution } = summary;
  return (
    <div className="review-summary" data-testid="review-summary">
      <div className="review-summary-average">
        <strong data-testid="review-average">{rating === null ? '–' : formatRating(rating)}</strong>
        <RatingStars rating={rating ?? 0} size={18} />
        <span className="muted" data-testid="review-count">
          {formatCount(reviewsCount)} đánh giá
        </span>
      </div>
      <ul className="review-bars" aria-label="Phân bố số sao">
        {STARS.map((stars) => {
          const count = distribution[stars];
          const percent = reviewsCount === 0 ? 0 : Math.round((count / reviewsCount) * 100);
          return (
            <li key={stars} className="review-bar">
              <span className="review-bar-label">{stars} sao</span>
              <span className="review-bar-track" aria-hidden="true">
                <span className="review-bar-fill" style={{ width: `${percent}%` }} />
              </span>
              <span className="review-bar-count muted">
                {percent}%<span className="visually-hidden"> ({formatCount(count)} đánh giá)</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
