import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Modal } from '../../../components/ui/Modal';
import { Spinner } from '../../../components/ui/Spinner';
import { selectPreview } from '../course-catalogue.selectors';
import { courseCatalogueActions } from '../course-catalogue.slice';
import './course-page.css';

export const PREVIEW_FAILED_TEXT = 'Không thể phát video xem thử.';

function PlaybackFailed({ detail, onRetry }: { detail: string | null; onRetry(): void }) {
  return (
    <div className="preview-failed" data-testid="preview-error">
      <p className="preview-failed-title">{PREVIEW_FAILED_TEXT}</p>
      {detail && <p className="preview-failed-detail">{detail}</p>}
      <button type="button" className="btn btn-light" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}

/** The free-preview player: a modal that asks for a playback address, then plays it. */
export function PreviewPlayer() {
  const dispatch = useDispatch();
  const { lecture, courseId, playback } = useSelector(selectPreview);
  // The address may come but not play (expired, a format this browser lacks): same message.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  // Leaving the course page (Back with the player open) must not carry the player to the next page.
  useEffect(
    () => () => {
      dispatch(courseCatalogueActions.previewClosed());
    },
    [dispatch],
  );
  if (!lecture || !courseId) return null;

  const close = () => dispatch(courseCatalogueActions.previewClosed());
  const retry = () => dispatch(courseCatalogueActions.previewOpened({ courseId, lecture }));
  const url = playback.status === 'succeeded' ? playback.data : null;

  let body;
  if (playback.status === 'failed') body = <PlaybackFailed detail={playback.error.message} onRetry={retry} />;
  else if (url && url === brokenUrl) body = <PlaybackFailed detail={null} onRetry={retry} />;
  else if (url) body = <video className="preview-video" src={url} controls autoPlay playsInline onError={() => setBrokenUrl(url)} data-testid="preview-video" />;
  else body = <Spinner label="Đang tải video..." />;

  return (
    <Modal open title={`Học thử: ${lecture.title}`} onClose={close} size="2xl" testId="preview-player">
      <div className="preview-stage">{body}</div>
    </Modal>
  );
}
