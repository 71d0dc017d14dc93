export interface ChartPoint {
  /** `01/12` or `12/2026`. */
  label: string;
  value: number;
}

interface SalesChartProps {
  points: ChartPoint[];
  format(value: number): string;
  /** Read by screen readers: what the bars show. */
  title: string;
  testId?: string;
}

const HEIGHT = 200;
const BAR = 10;
const GAP = 4;
/** How many labels fit under the bars; the others are skipped evenly. */
const MAX_LABELS = 8;

/**
 * Bars in plain SVG (no chart package): one per point, scaled to the largest amount, a day of
 * refunds drawn below the zero line. The SVG stretches to the card's width; labels stay HTML so
 * they keep their size on a phone.
 */
export function SalesChart({ points, format, title, testId }: SalesChartProps) {
  const highest = Math.max(0, ...points.map((p) => p.value));
  const lowest = Math.min(0, ...points.map((p) => p.value));
  const span = highest - lowest || 1;
  const zeroY = (highest / span) * HEIGHT;
  const width = points.length * (BAR + GAP);
  const every = Math.max(1, Math.ceil(points.length / MAX_LABELS));

  return (
    <figure className="sales-chart" data-testid={testId}>
      <div className="sales-chart-scale muted">
        <span>{format(highest)}</span>
        {lowest < 0 && <span>{format(lowest)}</span>}
      </div>
      <svg className="sales-chart-bars" viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={title}>
        <line x1={0} x2={width} y1={zeroY} y2={zeroY} className="sales-chart-axis" />
        {points.map((point, index) => {
          const barHeight = (Math.abs(point.value) / span) * HEIGHT;
          const y = point.value >= 0 ? zeroY - barHeight : zeroY;
          return (
            <rect
              key={point.label}
              x={index * (BAR + GAP) + GAP / 2}
              y={y}
              width={BAR}
              height={Math.max(barHeight, point.value === 0 ? 0 : 1)}
              rx={2}
              className={point.value < 0 ? 'sales-chart-bar is-negative' : 'sales-chart-bar'}
              data-testid="sales-chart-bar"
            >
              <title>{`${point.label}: ${format(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="sales-chart-labels muted" aria-hidden="true">
        {points.map((point, index) => (
          <span key={point.label}>{index % every === 0 ? point.label : ''}</span>
        ))}
      </div>
    </figure>
  );
}
