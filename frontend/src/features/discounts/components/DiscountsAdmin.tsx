import { DiscountCode } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectDiscountList, selectDiscountToggles } from '../discounts.selectors';
import { discountsActions } from '../discounts.slice';
import { DeleteDiscountDialog } from './DeleteDiscountDialog';
import { DiscountFormModal } from './DiscountFormModal';
import { DiscountRow } from './DiscountRow';
import './discounts.css';

/** /admin/discounts (spec part 1 section 2.12): the codes, newest first; create, edit, switch on or off, delete. */
export function DiscountsAdmin() {
  const dispatch = useDispatch();
  const list = useSelector(selectDiscountList);
  const toggling = useSelector(selectDiscountToggles);
  const rows = dataOf(list);
  const failure = errorOf(list);
  // "Expired" is judged when the list is shown; the server judges it again at checkout.
  const [now] = useState(() => new Date());

  useEffect(() => {
    dispatch(discountsActions.opened());
  }, [dispatch]);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        {rows && (
          <span className="muted" data-testid="discounts-total">
            Tổng cộng {rows.length} mã giảm giá
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={() => dispatch(discountsActions.createOpened())} data-testid="discount-create">
          <Icon name="plus" size={18} /> Tạo mã giảm giá
        </button>
      </div>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(discountsActions.opened())} testId="discounts-error" />}
      {!rows && !failure && (
        <p className="table-state" data-testid="discounts-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {rows?.length === 0 && (
        <p className="table-state" data-testid="discounts-empty">
          Chưa có mã giảm giá nào.
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className={list.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
          <table className="table table-cards discounts-table" data-testid="discounts-table">
            <thead>
              <tr>
                <th>Mã code</th>
                <th>Loại / Giá trị</th>
                <th>Lượt dùng</th>
                <th>Hết hạn</th>
                <th>Trạng thái</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((discount: DiscountCode) => (
                <DiscountRow
                  key={discount._id}
                  discount={discount}
                  now={now}
                  toggling={Boolean(toggling[discount._id])}
                  onToggle={(d, isActive) => dispatch(discountsActions.toggleRequested({ discount: d, isActive }))}
                  onEdit={(d) => dispatch(discountsActions.editOpened(d))}
                  onDelete={(d) => dispatch(discountsActions.deleteRequested(d))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DiscountFormModal />
      <DeleteDiscountDialog />
    </div>
  );
}
