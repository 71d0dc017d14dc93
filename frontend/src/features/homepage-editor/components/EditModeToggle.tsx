import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { homepageEditorActions, selectEditMode } from '../homepage-editor.slice';

/** Shown to admins only (the layout decides): a switch plus a shortcut to the editor. */
export function EditModeToggle() {
  const dispatch = useDispatch();
  const editMode = useSelector(selectEditMode);
  return (
    <div className="edit-mode">
      <label className="switch" title="Chế độ chỉnh sửa trang chủ">
        <input
          type="checkbox"
          role="switch"
          checked={editMode}
          onChange={() => dispatch(homepageEditorActions.editModeToggled())}
          data-testid="edit-mode-toggle"
        />
        <span className="switch-track" aria-hidden="true" />
        <span className="switch-label">Chế độ chỉnh sửa trang chủ</span>
      </label>
      {editMode && (
        <Link to="/admin/edit" className="edit-mode-link">
          <Icon name="pencil" size={14} />
          Mở trình chỉnh sửa
        </Link>
      )}
    </div>
  );
}
