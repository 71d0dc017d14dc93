import { Outlet } from 'react-router-dom';
import { SessionOverlays } from '../features/session/components/SessionOverlays';
import { ScrollToTop } from './ScrollToTop';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <SessionOverlays />
    </>
  );
}
