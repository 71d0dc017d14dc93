import { ReactNode, useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/ui/Spinner';
import { CertificateOffer } from '../features/certificates/components/CertificateOffer';
import { CoursePlayer } from '../features/course-player/components/CoursePlayer';
import { guardDecision, selectSession } from '../features/session/session.selectors';
import { useBodyScrollLock, useEscapeKey } from '../layouts/drawer-hooks';

/**
 * Learning needs a signed-in learner (spec part 2 §6). The learn routes sit in the public layout
 * (the spec lists them with the public routes, and the player wants the site's header), so the
 * pages guard themselves, as the login group's guard does.
 */
export function LearnerOnly({ children }: { children: ReactNode }) {
  const decision = guardDecision(useSelector(selectSession), 'login');
  const location = useLocation();
  if (decision === 'wait') return <PageSpinner />;
  if (decision !== 'allow') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

/** After the last lecture, the player offers the course's certificate. */
const certificateOf = (course: { _id: string; slug: string }) => <CertificateOffer courseId={course._id} courseSlug={course.slug} variant="player" />;

/** The player with its curriculum drawer (phones): Escape closes it, the page behind does not scroll. */
export function LearnPlayer({ slug, lectureId }: { slug: string; lectureId?: string }) {
  const [open, setOpen] = useState(false);
  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => setOpen(false), []);
  useEscapeKey(open, onClose);
  useBodyScrollLock(open);
  return (
    <LearnerOnly>
      <CoursePlayer slug={slug} lectureId={lectureId} drawer={{ open, onOpen, onClose }} whenCompleted={certificateOf} />
    </LearnerOnly>
  );
}

/** Spec part 2 §2: /learn/{courseSlug} opens the lecture to resume. */
export function LearnPage() {
  const { courseSlug = '' } = useParams();
  return <LearnPlayer slug={courseSlug} />;
}
