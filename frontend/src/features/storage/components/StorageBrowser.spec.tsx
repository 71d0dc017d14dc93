import { fileInUseMessage, StorageFile } from '@academy/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { remoteError } from '../../../lib/remote';
import { storedFile } from '../storage.fixture';
import { FolderListing, storageActions } from '../storage.slice';
import { StorageBrowser } from './StorageBrowser';

function renderFolder(prefix: string, listing: Partial<FolderListing> = {}) {
  const opened: string[] = [];
  const view = renderWithStore(<StorageBrowser prefix={prefix} onOpenFolder={(next) => opened.push(next)} />);
  act(() => {
    view.store.dispatch(storageActions.folderReceived({ prefix, listing: { folders: [], files: [], nextPageToken: null, ...listing } }));
  });
  return { ...view, opened };
}

const courseImage: StorageFile = storedFile('public/courses/c1/thumbnail-abc-960.webp', {
  size: 1536,
  usedBy: { kind: 'course', id: 'c1', title: 'Quảng cáo Facebook' },
});

describe('StorageBrowser', () => {
  it('opens its folder and says so while it loads', () => {
    const { types } = renderWithStore(<StorageBrowser prefix="public/" onOpenFolder={() => {}} />);
    expect(types()).toContain(storageActions.folderOpened.type);
    expect(screen.getByTestId('storage-loading').textContent).toBe('Đang tải dữ liệu...');
  });

  it('shows the folder as a breadcrumb, its sub-folders first, and opens them, a crumb or the folder above', () => {
    const { opened } = renderFolder('public/courses/', { folders: ['public/courses/c1/'], files: [storedFile('public/courses/readme.txt', { contentType: 'text/plain' })] });
    expect(screen.getByTestId('storage-breadcrumb').textContent).toBe('Kho tệppubliccourses');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['storage-folder', 'storage-file']);
    fireEvent.click(screen.getByText('c1'));
    fireEvent.click(screen.getByText('public'));
    fireEvent.click(screen.getByText('Kho tệp'));
    fireEvent.click(screen.getByTestId('storage-up'));
    expect(opened).toEqual(['public/courses/c1/', 'public/', '', 'public/']);
  });

  it('cannot go above the root', () => {
    renderFolder('');
    expect((screen.getByTestId('storage-up') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('storage-empty').textContent).toBe('Thư mục này trống.');
  });

  it('shows each file’s name, size in base-1024 units, what uses it, and a preview of public pictures', () => {
    renderFolder('public/courses/c1/', { files: [courseImage, storedFile('public/courses/c1/old.webp', { size: 5 * 1024 * 1024 })] });
    const [used, orphan] = screen.getAllByTestId('storage-file');
    expect(within(used).getByTestId('storage-file-name').textContent).toBe('thumbnail-abc-960.webp');
    expect(within(used).getByTestId('storage-file-size').textContent).toBe('1.5 KB');
    expect(within(used).getByTestId('storage-file-usage').textContent).toBe('Đang dùng bởi khóa học "Quảng cáo Facebook"');
    expect(within(used).getByTestId('storage-preview').getAttribute('src')).toBe('/files/public/courses/c1/thumbnail-abc-960.webp');
    expect(within(orphan).getByTestId('storage-file-size').textContent).toBe('5 MB');
    expect(within(orphan).getByTestId('storage-file-usage').textContent).toBe('Chưa dùng');
  });

  it('never previews or links a private file', () => {
    renderFolder('private/media/u1/', { files: [storedFile('private/media/u1/m1.mp4', { contentType: 'video/mp4' })] });
    expect(screen.queryByTestId('storage-preview')).toBeNull();
    expect(screen.getByTestId('storage-file-name').tagName).toBe('SPAN');
  });

  it('offers more while the folder has another page', () => {
    const { types } = renderFolder('public/', { files: [courseImage], nextPageToken: 'next' });
    fireEvent.click(screen.getByTestId('storage-more'));
    expect(screen.getByTestId('storage-more').textContent).toBe('Đang tải...');
    expect(types()).toContain(storageActions.moreRequested.type);
  });

  it('deletes only after confirmation, and shows the server’s refusal in the dialog', () => {
    const { types, store } = renderFolder('public/courses/c1/', { files: [courseImage] });
    fireEvent.click(screen.getByTestId('storage-file-delete'));
    expect(screen.getByTestId('storage-delete-dialog').textContent).toContain(courseImage.fullPath);
    expect(types()).not.toContain(storageActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(types()).toContain(storageActions.deleteConfirmed.type);
    const refusal = fileInUseMessage({ kind: 'course', title: 'Quảng cáo Facebook' });
    act(() => {
      store.dispatch(storageActions.deleteFailed(remoteError(refusal, { code: 'FILE_IN_USE' })));
    });
    expect(screen.getByTestId('storage-delete-error').textContent).toBe(refusal);
  });
});
