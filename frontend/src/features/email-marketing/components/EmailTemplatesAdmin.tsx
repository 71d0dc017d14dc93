import { EmailTemplate } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { EditDeleteActions } from '../../../components/ui/EditDeleteActions';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { formatDateTime } from '../../../lib/format';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectTemplateList } from '../email-marketing.selectors';
import { emailTemplatesActions } from '../email-templates.slice';
import { tokenOf } from '../template-form';
import { DeleteTemplateDialog } from './DeleteTemplateDialog';
import { TemplateEditorModal } from './TemplateEditorModal';
import './email-marketing.css';

function TemplateRow({ template, onEdit, onDelete }: { template: EmailTemplate; onEdit(): void; onDelete(): void }) {
  return (
    <tr data-testid="template-row" data-template-id={template._id}>
      <td data-label="Tên mẫu">
        <span className="cell-strong" data-testid="template-name">
          {template.name}
        </span>
      </td>
      <td data-label="Tiêu đề">
        <span className="em-subject-cell" data-testid="template-subject">
          {template.subject}
        </span>
      </td>
      <td data-label="Biến dùng">
        {template.variables.length === 0 ? (
          <span className="muted">Không có</span>
        ) : (
          <span className="em-chips">
            {template.variables.map((variable) => (
              <code key={variable} className="em-chip">
                {tokenOf(variable)}
              </code>
            ))}
          </span>
        )}
      </td>
      <td data-label="Cập nhật">
        <span className="cell-nowrap">{formatDateTime(template.updatedAt)}</span>
      </td>
      <td data-label="Thao tác">
        <EditDeleteActions subject={`mẫu ${template.name}`} kind="mẫu email" onEdit={onEdit} onDelete={onDelete} testIdPrefix="template" />
      </td>
    </tr>
  );
}

/** /admin/email-templates: the templates, newest first; create and edit with a live preview, delete after 'Xác nhận Xóa'. */
export function EmailTemplatesAdmin() {
  const dispatch = useDispatch();
  const list = useSelector(selectTemplateList);
  const rows = dataOf(list);
  const failure = errorOf(list);

  useEffect(() => {
    dispatch(emailTemplatesActions.opened());
  }, [dispatch]);

  return (
    <div className="card card-table">
      <div className="card-toolbar">
        {rows && (
          <span className="muted" data-testid="templates-total">
            Tổng cộng {rows.length} mẫu email
          </span>
        )}
        <button type="button" className="btn btn-primary" onClick={() => dispatch(emailTemplatesActions.createOpened())} data-testid="template-create">
          <Icon name="plus" size={18} /> Tạo mẫu email
        </button>
      </div>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(emailTemplatesActions.opened())} testId="templates-error" />}
      {!rows && !failure && (
        <p className="table-state" data-testid="templates-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {rows?.length === 0 && (
        <p className="table-state" data-testid="templates-empty">
          Chưa có mẫu email nào. Tạo mẫu đầu tiên để dùng trong các chiến dịch.
        </p>
      )}
      {rows && rows.length > 0 && (
        <div className={list.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
          <table className="table table-cards em-templates-table" data-testid="templates-table">
            <thead>
              <tr>
                <th>Tên mẫu</th>
                <th>Tiêu đề</th>
                <th>Biến dùng</th>
                <th>Cập nhật</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((template) => (
                <TemplateRow
                  key={template._id}
                  template={template}
                  onEdit={() => dispatch(emailTemplatesActions.editOpened(template))}
                  onDelete={() => dispatch(emailTemplatesActions.deleteRequested(template))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TemplateEditorModal />
      <DeleteTemplateDialog />
    </div>
  );
}
