import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminEmailTemplatesPage() {
  return <PagePlaceholder title="Mẫu email" />;
}
