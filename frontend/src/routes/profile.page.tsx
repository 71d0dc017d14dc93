import { PageHeader } from '../components/ui/PageHeader';
import { ProfileForm } from '../features/identity/components/ProfileForm';

export function ProfilePage() {
  return (
    <>
      <PageHeader title="Hồ sơ cá nhân" description="Thông tin tài khoản của bạn tại Học viện Marketing Thực Chiến." />
      <ProfileForm />
    </>
  );
}
