import { MediaAsset } from '@academy/contracts';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/Icon';
import { PagedTable, SearchBox } from '../../../components/ui/PagedTable';
import { listTotal } from '../../../lib/paged-list';
import { selectMediaList } from '../media-library.selectors';
import { mediaLibraryActions, mediaList } from '../media-library.slice';
import { DeleteMediaDialog } from './DeleteMediaDialog';
import { MediaCard } from './MediaCard';
import { MediaPlayerModal } from './MediaPlayerModal';
import './media-library.css';

/** Opens the list on the whole library (the builder's picker may have narrowed it to one instructor). */
export function useWholeLibrary() {
  const dispatch = useDispatch();
  const list = useSelector(selectMediaList);
  useEffect(() => {
    dispatch(list.filters.ownerId ? mediaList.actions.filterChanged({ ownerId: '' }) : mediaList.actions.opened());
    // Once per visit (the filter read at that moment): later filter changes are the user's.
  }, [dispatch]);
  return list;
}

/** /instructor/media-library: the videos (newest first, 12 a page), search, play and delete. */
export function MediaLibrary({ uploadHref }: { uploadHref: string }) {
  const dispatch = useDispatch();
  const list = useWholeLibrary();
  const total = listTotal(list);
  const play = (media: MediaAsset) => dispatch(mediaLibraryActions.playRequested(media));
  const remove = (media: MediaAsset) => dispatch(mediaLibraryActions.deleteRequested(media));

  return (
    <div className="card media-library">
      <div className="card-toolbar">
        <SearchBox value={list.searchInput} placeholder="Tìm video theo tên..." onChange={(text) => dispatch(mediaList.actions.searchTyped(text))} testId="media-search" />
        <Link to={uploadHref} className="btn btn-primary" data-testid="media-upload-link">
          <Icon name="upload" size={18} /> Tải video lên
        </Link>
      </div>
      {total !== null && (
        <p className="muted media-total" data-testid="media-total">
          Tổng cộng {total} video
        </p>
      )}
      <PagedTable
        list={list}
        testIdPrefix="media"
        emptyText={list.search ? 'Không tìm thấy video nào phù hợp.' : 'Thư viện chưa có video nào. Hãy tải video bài giảng đầu tiên lên.'}
        onRetry={() => dispatch(mediaList.actions.opened())}
        onPageChange={(page) => dispatch(mediaList.actions.pageChanged(page))}
      >
        {(rows) => (
          <ul className="media-grid" data-testid="media-grid">
            {rows.map((media) => (
              <MediaCard key={media._id} media={media} onPlay={play} onDelete={remove} />
            ))}
          </ul>
        )}
      </PagedTable>
      <DeleteMediaDialog />
      <MediaPlayerModal />
    </div>
  );
}
