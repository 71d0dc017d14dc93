import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { createReadStream } from 'fs';
import { DomainError } from '../../../platform/domain/domain-error';
import { FILE_STORE, FileStore } from '../../../platform/files/files.port';
import { ImageRejected, inspectImage, renderVariants } from '../../../platform/files/image-inspector';
import type { UploadedFile, UploadedFiles } from '../../../platform/http/uploads';
import type { CourseImageUrls } from './course-form';

/** The image files of one course form. */
export interface CourseUploads {
  courseThumbnail: UploadedFile | null;
  seoThumbnail: UploadedFile | null;
  /** By the lecture's position in the curriculum read section by section. */
  lectureThumbnails: ReadonlyMap<number, UploadedFile>;
}

export function courseUploadsOf(files: UploadedFiles): CourseUploads {
  return { courseThumbnail: files.one('courseThumbnail'), seoThumbnail: files.one('seoThumbnail'), lectureThumbnails: files.indexed('lectureThumbnails') };
}

/** What each kind of image is rendered to; the course records the URL of the `shown` width. */
const RENDITIONS = {
  /** Cards show 480 wide on phones, 960 on wide and sharp screens and on the course page. */
  thumbnail: { widths: [480, 960], shown: 960 },
  lecture: { widths: [480, 960], shown: 960 },
  /** Facebook and Zalo link previews ask for 1200 wide. */
  seo: { widths: [1200], shown: 1200 },
} as const;
type Rendition = keyof typeof RENDITIONS;

/**
 * `public/courses/<courseId>/<kind>-<hash>-<width>.webp`: public (served at `/files/<key>` with a
 * year-long cache), and named by the hash of the uploaded bytes, so a changed picture gets a new
 * address and the same picture sent again lands on the same files. The width in the name is the
 * one asked for; a smaller picture is never enlarged.
 */
export const courseImageKey = (courseId: string, kind: Rendition, contentHash: string, width: number) =>
  `public/courses/${courseId}/${kind}-${contentHash}-${width}.webp`;

/** Checks and stores a course form's images as WebP in the widths the pages use. */
@Injectable()
export class CourseImages {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** Every file decodes as a picture of a sane size: asked before anything is stored or recorded. */
  async check({ courseThumbnail, seoThumbnail, lectureThumbnails }: CourseUploads): Promise<void> {
    for (const upload of [courseThumbnail, seoThumbnail, ...lectureThumbnails.values()]) {
      if (upload) await refusingAsCourseError(() => inspectImage(upload.path));
    }
  }

  async store(courseId: string, { courseThumbnail, seoThumbnail, lectureThumbnails }: CourseUploads): Promise<CourseImageUrls> {
    const lectureThumbnailUrls = new Map<number, string>();
    for (const [index, upload] of lectureThumbnails) lectureThumbnailUrls.set(index, await this.storeOne(courseId, 'lecture', upload));
    return {
      ...(courseThumbnail ? { thumbnailUrl: await this.storeOne(courseId, 'thumbnail', courseThumbnail) } : {}),
      ...(seoThumbnail ? { seoThumbnailUrl: await this.storeOne(courseId, 'seo', seoThumbnail) } : {}),
      lectureThumbnailUrls,
    };
  }

  private async storeOne(courseId: string, kind: Rendition, upload: UploadedFile): Promise<string> {
    const { widths, shown } = RENDITIONS[kind];
    const contentHash = await hashOf(upload.path);
    const variants = await refusingAsCourseError(() => renderVariants(upload.path, [...widths]));
    for (const variant of variants) {
      await this.files.put(courseImageKey(courseId, kind, contentHash, variant.requestedWidth), variant.data, variant.contentType);
    }
    return `/files/${courseImageKey(courseId, kind, contentHash, shown)}`;
  }
}

async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 16);
}

/** Its first bytes looked like a picture (the upload layer checked), but it does not decode as one, or it is a bomb. */
async function refusingAsCourseError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw new DomainError(error.reason === 'IMAGE_TOO_LARGE' ? 'COURSE_IMAGE_TOO_LARGE' : 'COURSE_IMAGE_UNREADABLE', 'invalid');
  }
}
