import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'crypto';
import { createReadStream } from 'fs';
import { DomainError } from '../../../platform/domain/domain-error';
import { FILE_STORE, FileStore } from '../../../platform/files/files.port';
import { ImageRejected, inspectImage, renderVariants } from '../../../platform/files/image-inspector';
import type { UploadedFile } from '../../../platform/http/uploads';

/** Cards are 400 wide on phones; the tool page and sharp screens take the 800 one, which the tool records. */
const WIDTHS = [400, 800];
const SHOWN_WIDTH = 800;

/**
 * `public/tools/<toolId>/thumbnail-<hash>-<width>.webp`: public (served at `/files/<key>` with a
 * year-long cache) and named by the hash of the uploaded bytes, so a new picture gets a new
 * address and the same picture sent again lands on the same files. The width in the name is the
 * one asked for; a smaller picture is never enlarged.
 */
export const toolThumbnailKey = (toolId: string, contentHash: string, width: number) => `public/tools/${toolId}/thumbnail-${contentHash}-${width}.webp`;

/** Checks and stores a tool's uploaded thumbnail as WebP in the widths the pages use. */
@Injectable()
export class ToolThumbnails {
  constructor(@Inject(FILE_STORE) private readonly files: FileStore) {}

  /** The file decodes as a picture of a sane size: asked before anything is stored or recorded. */
  async check(upload: UploadedFile): Promise<void> {
    await refusingAsToolError(() => inspectImage(upload.path));
  }

  /** The key of the shown width, for `ToolDetails.thumbnailKey`. */
  async store(toolId: string, upload: UploadedFile): Promise<string> {
    const contentHash = await hashOf(upload.path);
    const variants = await refusingAsToolError(() => renderVariants(upload.path, WIDTHS));
    for (const variant of variants) {
      await this.files.put(toolThumbnailKey(toolId, contentHash, variant.requestedWidth), variant.data, variant.contentType);
    }
    return toolThumbnailKey(toolId, contentHash, SHOWN_WIDTH);
  }
}

async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 16);
}

/** Its first bytes looked like a picture (the upload layer checked), but it does not decode as one, or it is a bomb. */
async function refusingAsToolError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ImageRejected)) throw error;
    throw new DomainError(error.reason === 'IMAGE_TOO_LARGE' ? 'TOOL_THUMBNAIL_TOO_LARGE' : 'TOOL_THUMBNAIL_UNREADABLE', 'invalid');
  }
}
