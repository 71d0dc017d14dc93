import { Inject, Injectable } from '@nestjs/common';
import type { ActivePopupResponse, Popup } from '@academy/contracts';
import { FreshReadCache } from '../../../../platform/projections/fresh-read-cache';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { MAX_POPUPS } from '../../domain/popups/popups.decider';
import { publicFileUrl } from '../../public-files';
import { PopupRow, popupRows, POPUPS_COLLECTION } from './popups.read-model';

const toPopup = ({ id, imageKey, ...row }: PopupRow): Popup => ({ _id: id, imageUrl: publicFileUrl(imageKey), ...row });

/** The admin's popups and the one visitors see. */
@Injectable()
export class PopupsQuery {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly cache: FreshReadCache,
  ) {}

  /** All of them (at most 100), newest first. */
  async list(): Promise<Popup[]> {
    const { items } = await popupRows(this.store).find({ sort: [{ field: 'createdAt', direction: 'desc' }], limit: MAX_POPUPS });
    return items.map(toPopup);
  }

  async byId(id: string): Promise<Popup | null> {
    const row = await popupRows(this.store).get(id);
    return row ? toPopup(row) : null;
  }

  /** Every page of the site asks this once per visit: served from memory while the popups stand still. */
  active(): Promise<ActivePopupResponse> {
    return this.cache.answer([POPUPS_COLLECTION], 'active-popup', async () => {
      const { items } = await popupRows(this.store).find({ filter: { isActive: true }, limit: 1 });
      const row = items[0];
      return { popup: row ? { _id: row.id, title: row.title, imageUrl: publicFileUrl(row.imageKey), link: row.link } : null };
    });
  }
}
