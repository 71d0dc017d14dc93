import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { StoredFileUser } from '@academy/contracts';
import { FileUserSource, FileUsers } from '../../../../platform/files/file-users';
import { READ_STORE, ReadStore } from '../../../../platform/read-store/read-store.port';
import { homepagePictures } from '../homepage/homepage.query';
import { popupRows } from '../popups/popups.read-model';

/** Popups are few (at most 100): all of them are read at once. */
const ALL_POPUPS = 100;

/**
 * The pictures the site shows, answered to the storage browser through `FileUsers`: every
 * popup's (active or not: switching one back on must not find its picture gone), and the home
 * page's current hero, testimonial and instructor photos. Pictures only earlier versions of the
 * home page used are free: restoring such a version after its picture was deleted shows no
 * picture there (docs/decisions.md).
 */
@Injectable()
export class SitePicturesInUse implements FileUserSource, OnModuleInit {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly fileUsers: FileUsers,
  ) {}

  onModuleInit(): void {
    this.fileUsers.register(this);
  }

  async usersOf(keys: readonly string[]): Promise<Map<string, StoredFileUser>> {
    const wanted = new Set(keys);
    const users = new Map<string, StoredFileUser>();
    if (!keys.some((key) => key.startsWith('public/site-content/'))) return users;
    const { items: popups } = await popupRows(this.store).find({ limit: ALL_POPUPS });
    for (const popup of popups) {
      if (wanted.has(popup.imageKey)) users.set(popup.imageKey, { kind: 'site', id: popup.id, title: `Popup "${popup.title}"` });
    }
    for (const picture of await homepagePictures(this.store)) {
      if (wanted.has(picture.key) && !users.has(picture.key)) users.set(picture.key, { kind: 'site', id: 'homepage', title: `Trang chủ, ${picture.title}` });
    }
    return users;
  }
}
