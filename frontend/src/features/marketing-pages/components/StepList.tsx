import '../../../styles/marketing-pages.css';
import type { StepItem } from '../marketing-content';

/** Numbered steps in a row (four, or three with `columns={3}`); on a phone the number sits beside the title. */
export function StepList({ steps, columns = 4, testId }: { steps: readonly StepItem[]; columns?: 3 | 4; testId?: string }) {
  return (
    <ol className={columns === 3 ? 'mkt-steps mkt-steps-3' : 'mkt-steps'} data-testid={testId}>
      {steps.map((step, index) => (
        <li key={step.title} className="mkt-step">
          <span className="mkt-step-no" aria-hidden="true">
            {index + 1}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
