import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { LoadError } from '../../../components/ui/LoadError';
import { dataOf, errorOf } from '../../../lib/remote';
import { selectStorageListing, selectStorageMore } from '../storage.selectors';
import { storageActions } from '../storage.slice';
import { folderName, parentOf } from '../storage-paths';
import { DeleteStorageFileDialog } from './DeleteStorageFileDialog';
import { StorageBreadcrumb } from './StorageBreadcrumb';
import { StorageFileRow } from './StorageFileRow';
import './storage.css';

interface StorageBrowserProps {
  /** The folder to show: '' for the root, else ending in '/'. */
  prefix: string;
  /** Opens another folder (the page keeps it in the address, so Back works). */
  onOpenFolder(prefix: string): void;
}

/** /admin/storage: one folder of the file store, its sub-folders first, then its files 50 at a time. */
export function StorageBrowser({ prefix, onOpenFolder }: StorageBrowserProps) {
  const dispatch = useDispatch();
  const listing = useSelector(selectStorageListing);
  const more = useSelector(selectStorageMore);
  const shown = dataOf(listing);
  const failure = errorOf(listing);

  useEffect(() => {
    dispatch(storageActions.folderOpened(prefix));
  }, [dispatch, prefix]);

  const empty = shown && shown.folders.length === 0 && shown.files.length === 0;
  return (
    <div className="card card-table storage-browser">
      <div className="card-toolbar storage-toolbar">
        <StorageBreadcrumb prefix={prefix} onOpenFolder={onOpenFolder} />
        <button type="button" className="btn btn-secondary" onClick={() => onOpenFolder(parentOf(prefix))} disabled={prefix === ''} data-testid="storage-up">
          <Icon name="chevronLeft" size={18} /> Lên thư mục trên
        </button>
      </div>
      {failure && <LoadError message={failure.message} onRetry={() => dispatch(storageActions.folderOpened(prefix))} testId="storage-error" />}
      {!shown && !failure && (
        <p className="table-state" data-testid="storage-loading">
          Đang tải dữ liệu...
        </p>
      )}
      {empty && (
        <p className="table-state" data-testid="storage-empty">
          Thư mục này trống.
        </p>
      )}
      {shown && !empty && (
        <div className={listing.status === 'loading' ? 'table-wrap is-refreshing' : 'table-wrap'}>
          <table className="table table-cards storage-table" data-testid="storage-table">
            <thead>
              <tr>
                <th>Tên</th>
                <th>Kích thước</th>
                <th>Cập nhật</th>
                <th>Trạng thái</th>
                <th>Thao tác</th>
              </tr>
            </thead>
            <tbody>
              {shown.folders.map((folder) => (
                <tr key={folder} className="storage-folder-row" data-testid="storage-folder">
                  <td data-label="Thư mục" colSpan={5}>
                    <button type="button" className="storage-folder" onClick={() => onOpenFolder(folder)}>
                      <Icon name="folder" size={20} />
                      <span className="cell-strong">{folderName(folder)}</span>
                    </button>
                  </td>
                </tr>
              ))}
              {shown.files.map((file) => (
                <StorageFileRow key={file.fullPath} file={file} onDelete={(f) => dispatch(storageActions.deleteRequested(f))} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {shown?.nextPageToken && (
        <div className="storage-more">
          <button type="button" className="btn btn-secondary" onClick={() => dispatch(storageActions.moreRequested())} disabled={more.status === 'loading'} data-testid="storage-more">
            {more.status === 'loading' ? 'Đang tải...' : 'Tải thêm'}
          </button>
        </div>
      )}
      <DeleteStorageFileDialog />
    </div>
  );
}
