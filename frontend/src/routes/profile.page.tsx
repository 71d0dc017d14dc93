import { PagePlaceholder } from '../components/ui/PagePlaceholder';

export function ProfilePage() {
  return <PagePlaceholder title="Hồ sơ cá nhân" />;
}
