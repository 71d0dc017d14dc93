import { Injectable } from '@nestjs/common';
import { DomainError } from '../../../platform/domain/domain-error';
import type { UploadedFile } from '../../../platform/http/uploads';
import { personPicture, SiteImages } from './site-images';

/** An item of a list block as the form sends it: the photo it keeps, as the address the editor got. */
interface WithPhotoUrl {
  photoUrl: string | null;
}

/** The store key of a kept photo's `/files/<key>` address; anything else names no photo of ours. */
function keyOfPhotoUrl(url: string): string {
  if (!url.startsWith('/files/')) throw new DomainError('HOMEPAGE_PHOTO_UNKNOWN', 'invalid');
  try {
    return url.slice('/files/'.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    throw new DomainError('HOMEPAGE_PHOTO_UNKNOWN', 'invalid');
  }
}

/**
 * The photos of a testimonials or instructors save: `photo[i]` replaces the i-th item's photo,
 * otherwise the item keeps the one it names. Every file is checked before any is stored, so a bad
 * picture refuses the whole save with nothing written. The decider then checks the kept ones.
 */
@Injectable()
export class PeoplePhotos {
  constructor(private readonly images: SiteImages) {}

  async resolve<T extends WithPhotoUrl>(items: readonly T[], photos: ReadonlyMap<number, UploadedFile>): Promise<{ items: Array<Omit<T, 'photoUrl'> & { photoKey: string | null }>; newPhotoKeys: string[] }> {
    for (const index of photos.keys()) if (index >= items.length) throw new DomainError('HOMEPAGE_PHOTO_WITHOUT_ITEM', 'invalid');
    for (const photo of photos.values()) await this.images.check(photo, personPicture);
    const newPhotoKeys: string[] = [];
    const resolved = [];
    for (const [index, { photoUrl, ...rest }] of items.entries()) {
      const upload = photos.get(index);
      const photoKey = upload ? await this.images.store(upload, personPicture) : photoUrl === null ? null : keyOfPhotoUrl(photoUrl);
      if (upload && photoKey) newPhotoKeys.push(photoKey);
      resolved.push({ ...rest, photoKey });
    }
    return { items: resolved, newPhotoKeys };
  }
}
