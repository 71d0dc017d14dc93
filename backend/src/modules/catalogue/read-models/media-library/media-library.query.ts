import { Inject, Injectable } from '@nestjs/common';
import { ListMediaResponse, MediaAsset, ParsedQueryOf, toPagination } from '@academy/contracts';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import type { MediaActor } from '../../domain/media-asset/media-asset.events';
import { MediaUsageQuery } from '../media-usage/media-usage.query';
import { MediaLibraryRow, mediaLibraryRows } from './media-library.read-model';

const toMediaAsset = ({ id, fileKey: _fileKey, ...row }: MediaLibraryRow, usedInLectures: number): MediaAsset => ({ _id: id, ...row, usedInLectures });

/** The library: an instructor's own videos, or every library for an admin; newest first. */
@Injectable()
export class MediaLibraryQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly usage: MediaUsageQuery,
  ) {}

  /** An instructor always sees their own library, whatever `ownerId` says; an admin may narrow to one. */
  async list(actor: MediaActor, { page, limit, search, ownerId }: ParsedQueryOf<'listMedia'>): Promise<ListMediaResponse> {
    const owner = actor.role === 'admin' ? ownerId : actor.id;
    const found = await mediaLibraryRows(this.store).find({
      filter: owner === undefined ? {} : { ownerId: owner },
      search: search ? { text: search, fields: ['title'] } : undefined,
      sort: [{ field: 'createdAt', direction: 'desc' }],
      page,
      limit,
    });
    const counts = await this.usage.lectureCounts(found.items.map((row) => row.id));
    return { media: found.items.map((row) => toMediaAsset(row, counts.get(row.id) ?? 0)), pagination: toPagination(page, limit, found.totalItems) };
  }

  /** The video as the library shows it right after a write (read-your-writes). */
  async asset(mediaId: string): Promise<MediaAsset | null> {
    const row = await this.row(mediaId);
    return row ? toMediaAsset(row, (await this.usage.lectureCounts([mediaId])).get(mediaId) ?? 0) : null;
  }

  row(mediaId: string): Promise<MediaLibraryRow | null> {
    return mediaLibraryRows(this.store).get(mediaId);
  }
}
