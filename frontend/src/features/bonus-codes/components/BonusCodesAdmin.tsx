import { BonusCode } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectBonusCodeList, selectBonusCodeToggles } from '../bonus-codes.selectors';
import { bonusCodesActions } from '../bonus-codes.slice';
import { BonusCodeFormModal } from './BonusCodeFormModal';
import { BonusCodeRow } from './BonusCodeRow';
import { DeleteBonusCodeDialog } from './DeleteBonusCodeDialog';
import './bonus-codes.css';

/** /admin/wallet/bonusCodes: the codes, newest first; create, edit, switch on or off, delete. */
export function BonusCodesAdmin() {
  const dispatch = useDispatch();
  const list = useSelector(selectBonusCodeList);
  const toggling = useSelector(selectBonusCodeToggles);
  const rows = dataOf(list);
  const failure = errorOf(list);
  // Whether a window has opened or ended is judged when the list is shown; the server judges each claim.
  const [now] = useState(() => new Date());

  useEffect(() => {
    dispatch(bonusCodesActions.opened());
  }, [dispatch]);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        {rows && (
          <span className="muted" data-testid="bonus-codes-total">
            Tổng cộng {rows.length} mã thưởng
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={() => dispatch(bonusCodesActions.createOpened())} data-testid="bonus-code-create">
          <Icon name="plus" size={18} /> Tạo mã thưởng
        </button>
      </div>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(bonusCodesActions.opened())} testId="bonus-codes-error" />}
      {!rows && !failure && (
        <p className="table-state" data-testid="bonus-codes-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {rows?.length === 0 && (
        <p className="table-state" data-testid="bonus-codes-empty">
          Chưa có mã thưởng nào.
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className={list.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
          <table className="table table-cards bonus-codes-table" data-testid="bonus-codes-table">
            <thead>
              <tr>
                <th>Mã thưởng</th>
                <th>Số tiền</th>
                <th>Hạn dùng</th>
                <th>Lượt nhận</th>
                <th>Thời gian nhận</th>
                <th>Trạng thái</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((bonusCode: BonusCode) => (
                <BonusCodeRow
                  key={bonusCode._id}
                  bonusCode={bonusCode}
                  now={now}
                  toggling={Boolean(toggling[bonusCode._id])}
                  onToggle={(code, isActive) => dispatch(bonusCodesActions.toggleRequested({ bonusCode: code, isActive }))}
                  onEdit={(code) => dispatch(bonusCodesActions.editOpened(code))}
                  onDelete={(code) => dispatch(bonusCodesActions.deleteRequested(code))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <BonusCodeFormModal />
      <DeleteBonusCodeDialog />
    </div>
  );
}
