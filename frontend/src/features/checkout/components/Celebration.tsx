import { CSSProperties } from 'react';

/** Spec part 1 §9: a celebration has 15 floating flowers and 12 sparkles (styles in accounts.css). */
const FLOWERS = Array.from({ length: 15 }, (_, i) => i);
const SPARKLES = Array.from({ length: 12 }, (_, i) => i);

function flowerStyle(i: number): CSSProperties {
  const left = ((i + 0.5) / FLOWERS.length) * 100;
  return { left: `${left}%`, animationDelay: `-${((i * 37) % 70) / 10}s`, animationDuration: `${6 + (i % 4)}s` };
}

function sparkleStyle(i: number): CSSProperties {
  return { left: `${((i * 29 + 7) % 96) + 2}%`, top: `${((i * 41 + 11) % 86) + 4}%`, animationDelay: `-${((i * 13) % 24) / 10}s` };
}

export function Celebration() {
  return (
    <div className="celebration checkout-celebration" aria-hidden="true">
      {FLOWERS.map((i) => (
        <span key={`f${i}`} className={`flower flower-${i % 3}`} style={flowerStyle(i)} />
      ))}
      {SPARKLES.map((i) => (
        <span key={`s${i}`} className="sparkle" style={sparkleStyle(i)} />
      ))}
    </div>
  );
}
