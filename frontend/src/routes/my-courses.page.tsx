import { LEARNING_MESSAGES } from '@academy/contracts';
import { PageHeader } from '../components/ui/PageHeader';
import { MyCertificates } from '../features/certificates/components/MyCertificates';
import { MyLearning } from '../features/my-learning/components/MyLearning';

/** Spec part 2 §2, login required: the learner's courses, then the tools they bought. */
export function MyCoursesPage() {
  return (
    <>
      <PageHeader title={LEARNING_MESSAGES.myCoursesTitle} description="Các khóa học bạn đã đăng ký và phần mềm bạn đã mua." />
      <MyLearning />
      <MyCertificates />
    </>
  );
}
