import { PageHeader } from '../../components/ui/PageHeader';
import { MediaLibrary } from '../../features/media-library/components/MediaLibrary';

export function MediaLibraryPage() {
  return (
    <>
      <PageHeader title="Thư viện media" description="Video bài giảng của bạn, mới nhất trước. Video đang dùng trong bài giảng cần được gỡ khỏi bài giảng trước khi xóa." />
      <MediaLibrary uploadHref="/instructor/media-library/upload" />
    </>
  );
}
