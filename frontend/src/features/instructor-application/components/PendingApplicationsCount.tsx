import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectApplicationsList, selectPendingApplicationCount } from '../instructor-application.selectors';
import { applicationsList } from '../instructor-application.slice';
import './instructor-application.css';

/** The open applications as a badge (the tab's label), loaded with the list's first page if nothing loaded it yet. */
export function PendingApplicationsCount() {
  const dispatch = useDispatch();
  const idle = useSelector(selectApplicationsList).result.status === 'idle';
  const count = useSelector(selectPendingApplicationCount);
  useEffect(() => {
    if (idle) dispatch(applicationsList.actions.opened());
    // Only the first time: the list's own screen reloads it afterwards.
  }, [dispatch]);
  if (!count) return null;
  return (
    <span className="count-badge count-badge-inline" data-testid="applications-pending-count" aria-label={`${count} đơn chờ duyệt`}>
      {count}
    </span>
  );
}
