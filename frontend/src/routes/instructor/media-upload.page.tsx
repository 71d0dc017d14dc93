import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function MediaUploadPage() {
  return <PagePlaceholder title="Tải lên media" />;
}
