import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { PageHeader } from '../components/ui/PageHeader';
import { ProfileForm } from '../features/identity/components/ProfileForm';
import { selectProfileRemote } from '../features/session/session.selectors';
import { sessionActions } from '../features/session/session.slice';

/** The session owns the profile; this page shows it fresh and lets identity edit it. */
export function ProfilePage() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfileRemote);

  useEffect(() => {
    dispatch(sessionActions.profileRefreshRequested());
  }, [dispatch]);

  return (
    <>
      <PageHeader title="Hồ sơ cá nhân" description="Thông tin tài khoản của bạn tại Học viện Marketing Thực Chiến." />
      <ProfileForm profile={profile} onRetry={() => dispatch(sessionActions.profileReloadRequested())} />
    </>
  );
}
