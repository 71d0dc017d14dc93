import { Icon } from '../../../components/ui/Icon';

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS: Record<number, string> = { 1: 'Rất tệ', 2: 'Chưa tốt', 3: 'Bình thường', 4: 'Tốt', 5: 'Tuyệt vời' };

interface StarsInputProps {
  value: number;
  onChange(stars: number): void;
  error?: string;
  disabled?: boolean;
}

/**
 * Five radio buttons drawn as stars: the arrow keys move between them and Space picks one, as in
 * any radio group, and a screen reader reads "4 sao – Tốt".
 */
export function StarsInput({ value, onChange, error, disabled = false }: StarsInputProps) {
  return (
    <fieldset className={error ? 'stars-input has-error' : 'stars-input'} aria-describedby={error ? 'review-rating-error' : undefined} disabled={disabled}>
      <legend>Số sao</legend>
      <div className="stars-input-row">
        {STARS.map((stars) => (
          <label key={stars} className={stars <= value ? 'stars-input-star is-on' : 'stars-input-star'} data-testid={`review-star-${stars}`}>
            <input
              type="radio"
              name="review-rating"
              className="visually-hidden"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <Icon name="star" size={28} />
            <span className="visually-hidden">
              {stars} sao – {WORDS[stars]}
            </span>
          </label>
        ))}
        <span className="stars-input-word" aria-hidden="true">
          {value > 0 ? WORDS[value] : ''}
        </span>
      </div>
      {error && (
        <p className="field-error" id="review-rating-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
