import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../components/ui/Modal';
import { PageSpinner } from '../../../components/ui/Spinner';
import { selectMediaPlayer } from '../media-library.selectors';
import { mediaLibraryActions } from '../media-library.slice';

/** Plays a library video through its signed link (opened by `mediaLibraryActions.playRequested`). */
export function MediaPlayerModal() {
  const dispatch = useDispatch();
  const { media, url } = useSelector(selectMediaPlayer);
  return (
    <Modal open={media !== null} title={media?.title ?? ''} size="2xl" onClose={() => dispatch(mediaLibraryActions.playerClosed())} testId="media-player">
      {url.status === 'succeeded' ? (
        // The signed link answers range requests, so seeking works without downloading the whole file.
        <video className="media-player-video" src={url.data} controls autoPlay playsInline preload="metadata" data-testid="media-player-video" />
      ) : url.status === 'failed' ? (
        <p className="alert alert-error" role="alert" data-testid="media-player-error">
          {url.error.message}
        </p>
      ) : (
        <PageSpinner label="Đang lấy link xem an toàn..." />
      )}
    </Modal>
  );
}
