import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function WelcomePage() {
  return <PagePlaceholder title="Chào mừng bạn" />;
}
