import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function WalletPage() {
  return <PagePlaceholder title="Ví của tôi" />;
}
