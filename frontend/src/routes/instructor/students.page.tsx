import { INSTRUCTOR_STUDENTS_MESSAGES } from '@academy/contracts';
import { PageHeader } from '../../components/ui/PageHeader';
import { StudentsView } from '../../features/instructor-students/components/StudentsView';

export function InstructorStudentsPage() {
  return (
    <>
      <PageHeader title={INSTRUCTOR_STUDENTS_MESSAGES.title} description={INSTRUCTOR_STUDENTS_MESSAGES.description} />
      <StudentsView />
    </>
  );
}
