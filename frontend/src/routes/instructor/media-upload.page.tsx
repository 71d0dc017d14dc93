import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { PageHeader } from '../../components/ui/PageHeader';
import { MediaUploadForm } from '../../features/media-library/components/MediaUploadForm';

const LIBRARY = '/instructor/media-library';

export function MediaUploadPage() {
  return (
    <>
      <PageHeader
        title="Tải lên media"
        description="Tải video bài giảng lên thư viện để dùng trong khóa học. Sau khi tải xong, video mới nằm đầu thư viện."
        actions={
          <Link to={LIBRARY} className="btn btn-secondary">
            <Icon name="chevronLeft" size={18} /> Thư viện media
          </Link>
        }
      />
      <div className="card media-upload-card">
        <MediaUploadForm returnTo={LIBRARY} />
      </div>
    </>
  );
}
