import { PageHeader } from '../../components/ui/PageHeader';
import { CourseBuilder } from '../../features/course-studio/components/builder/CourseBuilder';
import { MediaPickerModal } from '../../features/media-library/components/MediaPickerModal';
import { MediaPlayerModal } from '../../features/media-library/components/MediaPlayerModal';
import { usePlayMedia } from '../../features/media-library/use-play-media';

export function AdminCourseCreatePage() {
  const play = usePlayMedia();
  return (
    <>
      <PageHeader title="Tạo khóa học" description="Tạo khóa học cho một giảng viên; video bài giảng được chọn từ thư viện của giảng viên đó." />
      <CourseBuilder area="admin" MediaPicker={MediaPickerModal} onPlayVideo={play} />
      <MediaPlayerModal />
    </>
  );
}
