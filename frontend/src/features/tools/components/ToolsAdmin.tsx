import { AdminTool } from '@academy/contracts';
import { useDispatch } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { usePagedList } from '../../../lib/use-paged-list';
import { selectAdminTools } from '../tools.selectors';
import { adminTools, toolsActions } from '../tools.slice';
import { DeleteToolDialog } from './DeleteToolDialog';
import { ToolFormModal } from './ToolFormModal';
import { ToolRow } from './ToolRow';
import './tools.css';

/** /admin/tools: every tool with its plans (retired ones too), search, create, edit, delete. */
export function ToolsAdmin() {
  const dispatch = useDispatch();
  const list = usePagedList(adminTools, selectAdminTools);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        <SearchBox value={list.state.searchInput} placeholder="Tìm theo tên hoặc đường dẫn..." onChange={list.search} testId="admin-tools-search" />
        {list.total !== null && (
          <span className="muted" data-testid="admin-tools-total">
            Tổng cộng {list.total} phần mềm
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={() => dispatch(toolsActions.createOpened())} data-testid="tool-create">
          <Icon name="plus" size={18} /> Thêm phần mềm
        </button>
      </div>
      <PagedTable {...list.table} testIdPrefix="admin-tools" emptyText="Chưa có phần mềm nào.">
        {(rows) => (
          <table className="table table-cards admin-tools-table" data-testid="admin-tools-table">
            <thead>
              <tr>
                <th>Phần mềm</th>
                <th>Gói</th>
                <th>Giá từ</th>
                <th>Trạng thái</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((tool: AdminTool) => (
                <ToolRow
                  key={tool._id}
                  tool={tool}
                  onEdit={(t) => dispatch(toolsActions.editOpened(t))}
                  onDelete={(t) => dispatch(toolsActions.deleteRequested(t))}
                />
              ))}
            </tbody>
          </table>
        )}
      </PagedTable>
      <ToolFormModal />
      <DeleteToolDialog />
    </div>
  );
}
