import { MediaAsset } from '@academy/contracts';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Icon } from '../../../components/ui/Icon';
import { Modal } from '../../../components/ui/Modal';
import { PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { formatClock } from '../../../components/ui/course-format';
import { formatFileSize } from '../media-format';
import { selectMediaList, selectMediaUpload } from '../media-library.selectors';
import { PickedMedia, mediaList } from '../media-library.slice';
import { MediaUploadForm } from './MediaUploadForm';
import './media-library.css';

export interface MediaPickerProps {
  open: boolean;
  /** An admin building an instructor's course picks from that instructor's library. */
  ownerId?: string;
  onPick(media: PickedMedia): void;
  onClose(): void;
}

type Tab = 'library' | 'upload';

/** Picks a lecture's video from the library, or uploads a new one and picks it at once. */
export function MediaPickerModal({ open, ownerId, onPick, onClose }: MediaPickerProps) {
  const [tab, setTab] = useState<Tab>('library');
  const upload = useSelector(selectMediaUpload);
  const [awaitingUpload, setAwaitingUpload] = useState(false);
  const busy = upload.submission.status === 'loading';

  useEffect(() => {
    if (open) setTab('library');
  }, [open]);

  // The video uploaded from here goes straight into the lecture.
  useEffect(() => {
    if (!awaitingUpload || upload.submission.status === 'loading') return;
    setAwaitingUpload(false);
    if (upload.submission.status === 'succeeded') onPick(upload.submission.data);
  }, [awaitingUpload, upload.submission, onPick]);

  return (
    <Modal open={open} title="Chọn video bài giảng" size="2xl" onClose={onClose} busy={busy} testId="media-picker">
      <div className="segmented media-picker-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'library'} className={tab === 'library' ? 'segment is-active' : 'segment'} onClick={() => setTab('library')} disabled={busy}>
          <Icon name="image" size={16} /> Thư viện
        </button>
        <button type="button" role="tab" aria-selected={tab === 'upload'} className={tab === 'upload' ? 'segment is-active' : 'segment'} onClick={() => setTab('upload')} data-testid="media-picker-upload-tab">
          <Icon name="upload" size={16} /> Tải video mới
        </button>
      </div>
      {tab === 'library' ? <PickerLibrary ownerId={ownerId} onPick={onPick} /> : <MediaUploadForm compact onStarted={() => setAwaitingUpload(true)} />}
    </Modal>
  );
}

function PickerLibrary({ ownerId = '', onPick }: { ownerId?: string; onPick(media: PickedMedia): void }) {
  const dispatch = useDispatch();
  const list = useSelector(selectMediaList);

  useEffect(() => {
    dispatch(list.filters.ownerId !== ownerId ? mediaList.actions.filterChanged({ ownerId }) : mediaList.actions.opened());
    // Once per opening, for the instructor asked for.
  }, [dispatch, ownerId]);

  return (
    <div className="media-picker-library">
      <SearchBox value={list.searchInput} placeholder="Tìm video theo tên..." onChange={(text) => dispatch(mediaList.actions.searchTyped(text))} testId="media-picker-search" />
      <PagedTable
        list={list}
        testIdPrefix="media-picker"
        emptyText={list.search ? 'Không tìm thấy video nào phù hợp.' : 'Thư viện chưa có video nào: hãy tải video mới lên.'}
        onRetry={() => dispatch(mediaList.actions.opened())}
        onPageChange={(page) => dispatch(mediaList.actions.pageChanged(page))}
      >
        {(rows) => (
          <ul className="media-picker-list">
            {rows.map((media) => (
              <PickerRow key={media._id} media={media} onPick={onPick} />
            ))}
          </ul>
        )}
      </PagedTable>
    </div>
  );
}

function PickerRow({ media, onPick }: { media: MediaAsset; onPick(media: PickedMedia): void }) {
  return (
    <li className="media-picker-row" data-testid="media-picker-row" data-media-id={media._id}>
      <span className="media-picker-icon" aria-hidden="true">
        <Icon name="play" size={18} />
      </span>
      <span className="media-picker-text">
        <strong title={media.title}>{media.title}</strong>
        <span className="muted">
          {media.durationSeconds !== null ? `${formatClock(media.durationSeconds)} · ` : ''}
          {formatFileSize(media.size)}
        </span>
      </span>
      <button type="button" className="btn btn-secondary" onClick={() => onPick(media)} data-testid="media-pick">
        Chọn
      </button>
    </li>
  );
}
