import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function LearnPage() {
  return <PagePlaceholder title="Vào học" />;
}
