import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore } from '../../../../test/render';
import { mediaLibraryActions, mediaList } from '../media-library.slice';
import { mediaAsset } from '../media.fixture';
import { MediaLibrary } from './MediaLibrary';
import { MediaUploadForm } from './MediaUploadForm';

describe('MediaLibrary', () => {
  it('asks for the library and shows each video with its size, length and use', () => {
    const view = renderWithStore(<MediaLibrary uploadHref="/instructor/media-library/upload" />);
    expect(view.types()).toContain(mediaList.actions.opened.type);
    act(() => {
      view.store.dispatch(
        mediaList.actions.received({
          rows: [mediaAsset('a', { title: 'Giới thiệu khóa học', size: 1536, durationSeconds: 65, usedInLectures: 2 }), mediaAsset('b', { usedInLectures: 0, durationSeconds: null })],
          currentPage: 1,
          totalPages: 1,
          totalItems: 2,
        }),
      );
    });
    const cards = screen.getAllByTestId('media-card');
    expect(within(cards[0]).getByTestId('media-title').textContent).toBe('Giới thiệu khóa học');
    expect(within(cards[0]).getByTestId('media-size').textContent).toBe('1.5 KB');
    expect(within(cards[0]).getByTestId('media-duration').textContent).toBe('1:05');
    expect(within(cards[0]).getByTestId('media-usage').textContent).toBe('Dùng trong 2 bài giảng');
    expect(within(cards[1]).queryByTestId('media-duration')).toBeNull();
    expect(screen.getByTestId('media-total').textContent).toBe('Tổng cộng 2 video');

    fireEvent.click(within(cards[0]).getByTestId('media-play'));
    expect(view.actions.find((a) => a.type === mediaLibraryActions.playRequested.type)?.payload).toMatchObject({ _id: 'a' });
    fireEvent.click(within(cards[1]).getByTestId('media-delete'));
    expect(view.types()).not.toContain(mediaLibraryActions.deleteConfirmed.type);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(view.types()).toContain(mediaLibraryActions.deleteConfirmed.type);
  });
});

describe('MediaUploadForm', () => {
  const video = (name = 'Bài 1.mp4', type = 'video/mp4') => new File(['0000'], name, { type });

  it('needs a video file, then uploads it titled after its name, showing the percent', () => {
    const view = renderWithStore(<MediaUploadForm returnTo="/instructor/media-library" />);
    fireEvent.click(screen.getByTestId('media-upload-submit'));
    expect(screen.getByTestId('media-upload-error-file').textContent).toBe('Vui lòng chọn tệp video.');
    fireEvent.change(screen.getByTestId('media-upload-file'), { target: { files: [video('slide.pdf', 'application/pdf')] } });
    expect(screen.getByTestId('media-upload-error-file').textContent).toBe('Chỉ nhận video MP4, MOV hoặc WebM.');
    fireEvent.change(screen.getByTestId('media-upload-file'), { target: { files: [video()] } });
    expect(screen.getByTestId('media-upload-file-name').textContent).toContain('Bài 1.mp4');
    fireEvent.click(screen.getByTestId('media-upload-submit'));
    const started = view.actions.find((a) => a.type === mediaLibraryActions.uploadStarted.type);
    expect(started?.payload).toMatchObject({ fileName: 'Bài 1.mp4', title: 'Bài 1', returnTo: '/instructor/media-library' });
    act(() => {
      view.store.dispatch(mediaLibraryActions.uploadProgressed(42));
    });
    expect(screen.getByTestId('media-upload-progress-percent').textContent).toBe('42%');
    act(() => {
      view.store.dispatch(mediaLibraryActions.uploadFailed({ message: 'Tệp quá lớn.', code: 'FILE_TOO_LARGE', fields: {} }));
    });
    expect(screen.getByTestId('media-upload-failure').textContent).toBe('Upload thất bại: Tệp quá lớn.');
  });
});
