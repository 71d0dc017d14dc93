import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function ProGiftPage() {
  return <PagePlaceholder title="Quà tặng Pro" />;
}
