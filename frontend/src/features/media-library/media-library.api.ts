import { DeleteMediaResponse, ListMediaQuery, MediaAsset, MediaUploadedResponse, PlaybackUrlResponse, UploadMediaRequest } from '@academy/contracts';
import { Page, toPage } from '../../lib/paged-list';
import { ApiClient, Uploader } from '../../platform/api-client';

export interface MediaUploadOptions {
  /** The same key for retries of one upload: the server records the video once. */
  idempotencyKey: string;
  onProgress(percent: number): void;
  signal: AbortSignal;
}

export interface MediaLibraryApi {
  list(query: ListMediaQuery): Promise<Page<MediaAsset>>;
  upload(file: Blob, request: UploadMediaRequest, options: MediaUploadOptions): Promise<MediaUploadedResponse>;
  remove(id: string): Promise<DeleteMediaResponse>;
  /** A signed link the video element plays directly. */
  playbackUrl(mediaId: string): Promise<PlaybackUrlResponse>;
}

export function createMediaLibraryApi(client: ApiClient & Uploader): MediaLibraryApi {
  return {
    list: async (query) => {
      const { media, pagination } = await client.call('listMedia', { query });
      return toPage(media, pagination, pagination.totalItems);
    },
    upload: (file, body, { idempotencyKey, onProgress, signal }) =>
      client.upload('uploadMedia', { body, files: { asset: file }, idempotencyKey, onProgress, signal }),
    remove: (id) => client.call('deleteMedia', { params: { id } }),
    playbackUrl: (mediaId) => client.call('createPlaybackUrl', { body: { mediaId } }),
  };
}
