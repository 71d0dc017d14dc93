import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function MediaLibraryPage() {
  return <PagePlaceholder title="Thư viện media" />;
}
