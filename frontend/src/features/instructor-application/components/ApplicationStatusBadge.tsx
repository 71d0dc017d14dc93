import { INSTRUCTOR_APPLICATION_STATUS_LABELS, InstructorApplicationStatus } from '@academy/contracts';
import { Badge, BadgeTone } from '../../../components/ui/Badge';

const STATUS_TONES: Record<InstructorApplicationStatus, BadgeTone> = { pending: 'yellow', accepted: 'green', rejected: 'red' };

/** The spec's palette (part 1 §4): waiting yellow, accepted green, rejected red. */
export function ApplicationStatusBadge({ status }: { status: InstructorApplicationStatus }) {
  return (
    <Badge tone={STATUS_TONES[status]} testId="application-row-status">
      {INSTRUCTOR_APPLICATION_STATUS_LABELS[status]}
    </Badge>
  );
}
