import { useParams } from 'react-router-dom';
import { FaceVerification } from '../features/course-player/components/FaceVerification';
import { useDocumentTitle } from '../lib/use-document-title';
import { LearnerOnly } from './learn.page';

/** Spec part 2 §2: /learn/{courseSlug}/verify, face verification before the course's content. */
export function LearnVerifyPage() {
  const { courseSlug = '' } = useParams();
  useDocumentTitle('Xác thực khuôn mặt');
  return (
    <LearnerOnly>
      <div className="container">
        <FaceVerification slug={courseSlug} />
      </div>
    </LearnerOnly>
  );
}
