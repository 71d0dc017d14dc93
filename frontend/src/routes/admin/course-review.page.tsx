import { useParams } from 'react-router-dom';
import { PageHeader } from '../../components/ui/PageHeader';
import { CourseReview } from '../../features/course-studio/components/review/CourseReview';
import { MediaPlayerModal } from '../../features/media-library/components/MediaPlayerModal';
import { usePlayMedia } from '../../features/media-library/use-play-media';

export function AdminCourseReviewPage() {
  const { courseId = '' } = useParams();
  const play = usePlayMedia();
  return (
    <>
      <PageHeader title="Xem xét khóa học" description="Kiểm tra toàn bộ nội dung, xem thử video, rồi duyệt để xuất bản hoặc từ chối kèm lý do." />
      <CourseReview courseId={courseId} onPlayVideo={play} />
      <MediaPlayerModal />
    </>
  );
}
