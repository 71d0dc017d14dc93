import { StorageFile, storedFileUserLabel } from '@academy/contracts';
import { Badge } from '../../../components/ui/Badge';
import { Icon } from '../../../components/ui/Icon';
import { formatFileSize } from '../../../lib/file-size';
import { formatDateTime } from '../../../lib/format';
import { previewUrlOf, publicUrlOf } from '../storage-paths';

interface StorageFileRowProps {
  file: StorageFile;
  onDelete(file: StorageFile): void;
}

export function StorageFileRow({ file, onDelete }: StorageFileRowProps) {
  const { fileName, fullPath, size, updatedAt, usedBy, contentType } = file;
  const preview = previewUrlOf(file);
  const link = publicUrlOf(file);
  return (
    <tr data-testid="storage-file" data-path={fullPath}>
      <td data-label="Tên">
        <div className="storage-file">
          {preview ? (
            <img className="storage-preview" src={preview} alt="" loading="lazy" data-testid="storage-preview" />
          ) : (
            <span className="storage-file-icon" aria-hidden="true">
              <Icon name={contentType.startsWith('video/') ? 'play' : 'layers'} size={18} />
            </span>
          )}
          <div className="storage-file-name">
            {link ? (
              <a href={link} target="_blank" rel="noreferrer" className="cell-strong" data-testid="storage-file-name">
                {fileName}
              </a>
            ) : (
              <span className="cell-strong" data-testid="storage-file-name">
                {fileName}
              </span>
            )}
            <span className="muted storage-file-type">{contentType}</span>
          </div>
        </div>
      </td>
      <td data-label="Kích thước" className="cell-nowrap" data-testid="storage-file-size">
        {formatFileSize(size)}
      </td>
      <td data-label="Cập nhật" className="cell-nowrap">
        {formatDateTime(updatedAt)}
      </td>
      <td data-label="Trạng thái" data-testid="storage-file-usage">
        {usedBy ? (
          <span className="storage-used-by">
            <Badge tone="blue" testId="storage-file-in-use">
              Đang dùng
            </Badge>{' '}
            bởi {storedFileUserLabel(usedBy)}
          </span>
        ) : (
          <Badge tone="gray">Chưa dùng</Badge>
        )}
      </td>
      <td data-label="Thao tác">
        <div className="row-actions">
          <button
            type="button"
            className="icon-btn icon-btn-sm icon-btn-danger"
            title={usedBy ? 'Tệp đang được dùng, không thể xóa' : 'Xóa tệp'}
            aria-label={`Xóa tệp ${fileName}`}
            onClick={() => onDelete(file)}
            data-testid="storage-file-delete"
          >
            <Icon name="trash" size={18} />
          </button>
        </div>
      </td>
    </tr>
  );
}
