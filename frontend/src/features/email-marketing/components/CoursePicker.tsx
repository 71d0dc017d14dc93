import { ChecklistPicker, type ChecklistPickerProps, type ChecklistTexts } from '../../../components/ui/ChecklistPicker';
import type { MarketingCourseOption } from '../email-marketing.api';

type CoursePickerProps = Omit<ChecklistPickerProps, 'options' | 'texts'> & {
  courses: MarketingCourseOption[] | undefined;
};

const COURSE_TEXTS: ChecklistTexts = {
  searchPrompt: 'Tìm khóa học theo tên...',
  loading: 'Đang tải danh sách khóa học...',
  none: 'Chưa có khóa học nào đang bán.',
  noMatch: 'Không có khóa học nào phù hợp.',
  unavailable: (count) => `${count} khóa học đã chọn không còn được bán.`,
};

/** The checklist of the courses a trigger or an audience rule names. */
export function CoursePicker({ courses, ...picker }: CoursePickerProps) {
  return <ChecklistPicker {...picker} options={courses?.map((course) => ({ id: course._id, label: course.title }))} texts={COURSE_TEXTS} />;
}
