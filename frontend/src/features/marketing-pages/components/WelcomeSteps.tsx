import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import type { WelcomeStep } from '../welcome.content';

/** The next steps of a new member as a checklist: done ones ticked, the others with their link. */
export function WelcomeSteps({ steps }: { steps: readonly WelcomeStep[] }) {
  return (
    <ol className="welcome-steps" data-testid="welcome-steps">
      {steps.map((step) => (
        <li key={step.id} className={step.done ? 'welcome-step is-done' : 'welcome-step'} data-testid="welcome-step" data-done={step.done}>
          <span className="welcome-step-icon" aria-hidden="true">
            <Icon name={step.done ? 'checkCircle' : step.icon} size={22} />
          </span>
          <div className="welcome-step-body">
            <h2>
              {step.title}
              {step.done && <span className="visually-hidden"> (đã xong)</span>}
            </h2>
            <p>{step.text}</p>
          </div>
          {step.link && !step.done && (
            <Link to={step.link.to} className="btn btn-secondary welcome-step-link">
              {step.link.label}
            </Link>
          )}
        </li>
      ))}
    </ol>
  );
}
