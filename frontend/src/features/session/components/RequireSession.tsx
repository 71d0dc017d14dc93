import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FORBIDDEN_MESSAGE } from '@academy/contracts';
import { PageSpinner } from '../../../components/ui/Spinner';
import { toastNotifier } from '../../../platform/notify';
import { GuardKind, guardDecision, selectSession } from '../session.selectors';

/** Route guard for the login-required and admin-only groups (spec part 1 §2.3, §2.4). */
export function RequireSession({ kind }: { kind: GuardKind }) {
  const session = useSelector(selectSession);
  const location = useLocation();
  const decision = guardDecision(session, kind);

  useEffect(() => {
    // A fixed id: StrictMode and re-renders must not stack the same warning.
    if (decision === 'forbidden') toastNotifier.error(FORBIDDEN_MESSAGE, { id: 'forbidden' });
  }, [decision]);

  switch (decision) {
    case 'wait':
      return <PageSpinner />;
    case 'allow':
      return <Outlet />;
    case 'to-login':
      return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
    case 'to-admin-login':
      return <Navigate to="/admin/login" replace state={{ from: location.pathname + location.search }} />;
    case 'forbidden':
      return <Navigate to="/" replace />;
    default: {
      const unreachable: never = decision;
      return unreachable;
    }
  }
}
