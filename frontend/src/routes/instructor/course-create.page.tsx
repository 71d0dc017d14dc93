import { PageHeader } from '../../components/ui/PageHeader';
import { CourseBuilder } from '../../features/course-studio/components/builder/CourseBuilder';
import { MediaPickerModal } from '../../features/media-library/components/MediaPickerModal';
import { MediaPlayerModal } from '../../features/media-library/components/MediaPlayerModal';
import { usePlayMedia } from '../../features/media-library/use-play-media';

export function InstructorCourseCreatePage() {
  const play = usePlayMedia();
  return (
    <>
      <PageHeader title="Tạo khóa học mới" description="Điền thông tin, giá, hình ảnh và nội dung. Lưu bản nháp bất cứ lúc nào; gửi duyệt khi khóa học đã sẵn sàng." />
      <CourseBuilder area="instructor" MediaPicker={MediaPickerModal} onPlayVideo={play} />
      <MediaPlayerModal />
    </>
  );
}
