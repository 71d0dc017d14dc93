import { LEARNING_MESSAGES, MyCourse } from '@academy/contracts';
import { PageHeader } from '../components/ui/PageHeader';
import { CertificateOffer } from '../features/certificates/components/CertificateOffer';
import { MyCertificates } from '../features/certificates/components/MyCertificates';
import { MyLearning } from '../features/my-learning/components/MyLearning';

/** A completed course's card offers its certificate (also listed under "Chứng chỉ của tôi"). */
const certificateOfCompleted = (course: MyCourse) => (course.completedAt ? <CertificateOffer courseId={course._id} courseSlug={course.slug} variant="card" /> : null);

/** Spec part 2 §2, login required: the learner's courses, then the tools they bought. */
export function MyCoursesPage() {
  return (
    <>
      <PageHeader title={LEARNING_MESSAGES.myCoursesTitle} description="Các khóa học bạn đã đăng ký và phần mềm bạn đã mua." />
      <MyLearning courseActions={certificateOfCompleted} />
      <MyCertificates />
    </>
  );
}
