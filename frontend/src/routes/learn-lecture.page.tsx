import { useParams } from 'react-router-dom';
import { LearnPlayer } from './learn.page';

/** Spec part 2 §2: /learn/{courseSlug}/{lectureId}, the player on a given lecture. */
export function LearnLecturePage() {
  const { courseSlug = '', lectureId = '' } = useParams();
  return <LearnPlayer slug={courseSlug} lectureId={lectureId} />;
}
