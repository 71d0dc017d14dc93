import { Inject, Injectable } from '@nestjs/common';
import type { ErrorCode } from '@academy/contracts';
import { createHash } from 'crypto';
import { createReadStream } from 'fs';
import { DomainError } from '../../../platform/domain/domain-error';
import { FILE_STORE, FileStore } from '../../../platform/files/files.port';
import { ImageRejected, inspectImage, renderVariants } from '../../../platform/files/image-inspector';
import type { UploadedFile } from '../../../platform/http/uploads';

/** How one kind of picture is stored: where, how wide, and which codes refuse it. */
interface PictureKind {
  /** The public key of the stored WebP, named by the hash of the uploaded bytes. */
  keyOf(contentHash: string, width: number): string;
  width: number;
  unreadable: ErrorCode;
  tooLarge: ErrorCode;
}

/**
 * `public/site-content/…`: served at `/files/<key>` with a year-long cache and named by the hash
 * of the uploaded bytes, so a new picture gets a new address and a resent one lands on the same file.
 * Both pictures fill at most a phone's screen at 3× or half a desktop's at 2×: one 1200-wide WebP.
 */
export const popupPicture = (popupId: string): PictureKind => ({
  keyOf: (hash, width) => `public/site-content/popups/${popupId}/popup-${hash}-${width}.webp`,
  width: 1200,
  unreadable: 'POPUP_IMAGE_UNREADABLE',
  tooLarge: 'POPUP_IMAGE_TOO_LARGE',
});

export const heroPicture: PictureKind = {
  keyOf: (hash, width) => `public/site-content/hero/hero-${hash}-${width}.webp`,
  width: 1200,
  unreadable: 'HOMEPAGE_HERO_IMAGE_UNREADABLE',
  tooLarge: 'HOMEPAGE_HERO_IMAGE_TOO_LARGE',
};

/** A portrait on a testimonial or instructor card: at most ~160 CSS pixels at 3×. */
export const personPicture: PictureKind = {
  keyOf: (hash, width) => `public/site-content/people/person-${hash}-${width}.webp`,
  width: 480,
  unreadable: 'HOMEPAGE_PHOTO_UNREADABLE',
  tooLarge: 'HOMEPAGE_PHOTO_TOO_LARGE',
};

/** Checks an uploaded picture by its bytes and stores it as WebP through the files port. */
@Injectable()
export class SiteImages {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** The file decodes as a picture of a sane size: asked before anything is stored or recorded. */
  async check(upload: UploadedFile, kind: PictureKind): Promise<void> {
    await refusing(kind, () => inspectImage(upload.path));
  }

  /** Checks, stores, and returns the key to record. */
  async store(upload: UploadedFile, kind: PictureKind): Promise<string> {
    await this.check(upload, kind);
    const contentHash = await hashOf(upload.path);
    const [variant] = await refusing(kind, () => renderVariants(upload.path, [kind.width]));
    const key = kind.keyOf(contentHash, kind.width);
    await this.files.put(key, variant.data, variant.contentType);
    return key;
  }
}

async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 16);
}

/** Its first bytes looked like a picture (the upload layer checked), but it does not decode as one, or it is a bomb. */
async function refusing<T>(kind: PictureKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw new DomainError(error.reason === 'IMAGE_TOO_LARGE' ? kind.tooLarge : kind.unreadable, 'invalid');
  }
}
