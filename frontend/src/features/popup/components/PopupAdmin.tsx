import type { Popup } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectPopupList, selectPopupToggles } from '../popup.selectors';
import { popupActions } from '../popup.slice';
import { DeletePopupDialog } from './DeletePopupDialog';
import { PopupFormModal } from './PopupFormModal';
import { PopupRow } from './PopupRow';
import './popup.css';

/** /admin/popup: every popup, newest first; create, edit, switch on (one at a time) or off, delete. */
export function PopupAdmin() {
  const dispatch = useDispatch();
  const list = useSelector(selectPopupList);
  const toggling = useSelector(selectPopupToggles);
  const rows = dataOf(list);
  const failure = errorOf(list);
  const active = rows?.find((popup) => popup.isActive);

  useEffect(() => {
    dispatch(popupActions.adminOpened());
  }, [dispatch]);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        {rows && (
          <span className="muted" data-testid="popups-summary">
            {active ? (
              <>
                Đang hiển thị: <strong>{active.title}</strong>
              </>
            ) : (
              'Chưa bật popup nào: khách truy cập không thấy quảng cáo.'
            )}
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={() => dispatch(popupActions.createOpened())} data-testid="popup-create">
          <Icon name="plus" size={18} /> Tạo popup
        </button>
      </div>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(popupActions.adminOpened())} testId="popups-error" />}
      {!rows && !failure && (
        <p className="table-state" data-testid="popups-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {rows?.length === 0 && (
        <p className="table-state" data-testid="popups-empty">
          Chưa có popup nào. Tạo popup đầu tiên để giới thiệu ưu đãi với khách truy cập.
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className={list.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
          <table className="table table-cards popups-table" data-testid="popups-table">
            <thead>
              <tr>
                <th>Popup</th>
                <th>Liên kết</th>
                <th>Trạng thái</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((popup: Popup) => (
                <PopupRow
                  key={popup._id}
                  popup={popup}
                  toggling={Boolean(toggling[popup._id])}
                  onToggle={(p, isActive) => dispatch(popupActions.toggleRequested({ popup: p, isActive }))}
                  onEdit={(p) => dispatch(popupActions.editOpened(p))}
                  onDelete={(p) => dispatch(popupActions.deleteRequested(p))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <PopupFormModal />
      <DeletePopupDialog />
    </div>
  );
}
