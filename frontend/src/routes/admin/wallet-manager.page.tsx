import { PagePlaceholder } from '../../components/ui/PagePlaceholder';

export function AdminWalletManagerPage() {
  return <PagePlaceholder title="Tổng quan ví" />;
}
