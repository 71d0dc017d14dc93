import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { CourseBuilder } from '../../features/course-studio/components/builder/CourseBuilder';
import { MediaPickerModal } from '../../features/media-library/components/MediaPickerModal';
import { MediaPlayerModal } from '../../features/media-library/components/MediaPlayerModal';
import { usePlayMedia } from '../../features/media-library/use-play-media';

export function AdminCourseEditPage() {
  const { courseId = '' } = useParams();
  const play = usePlayMedia();
  return (
    <>
      <PageHeader title="Chỉnh sửa khóa học" description="Quản trị viên chỉnh sửa khóa học của giảng viên." />
      <CourseBuilder area="admin" courseId={courseId} MediaPicker={MediaPickerModal} onPlayVideo={play} />
      <MediaPlayerModal />
    </>
  );
}
