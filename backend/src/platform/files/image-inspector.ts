/**
 * What an uploaded image really is, read from its bytes (never from the client's content type or
 * file name), and the web variants made from it. Uses sharp (libvips).
 */
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp';

export type ImageRejectionReason = 'NOT_AN_IMAGE' | 'IMAGE_TOO_LARGE' | 'IMAGE_TOO_SMALL';

export class ImageRejected extends Error {
  override name = 'ImageRejected';
  constructor(
    readonly reason: ImageRejectionReason,
    message: string,
  ) {
    super(message);
  }
}

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

export interface InspectedImage {
  format: ImageFormat;
  contentType: `image/${ImageFormat}`;
  /** As displayed: after the EXIF orientation is applied. */
  width: number;
  height: number;
}

export interface ImageLimits {
  minWidth?: number;
  minHeight?: number;
  /** Decoded pixels at most: a small file can claim a huge canvas (a decompression bomb). */
  maxPixels?: number;
}

export interface ImageVariant {
  /** The width asked for; `width` is smaller when the image is (images are never enlarged). */
  requestedWidth: number;
  width: number;
  height: number;
  contentType: 'image/webp';
  data: Buffer;
}

export const MAX_IMAGE_PIXELS = 40_000_000;
const MAX_VARIANT_WIDTH = 8192;
const WEBP_QUALITY = 82;

/**
 * The image's real format and displayed size. The whole image is decoded once (at a small size),
 * so a truncated or corrupt file is refused here rather than when its variants are made.
 */
export async function inspectImage(path: string, limits: ImageLimits = {}): Promise<InspectedImage> {
  const inspected = await readHeader(path, limits.maxPixels);
  await rejecting(() => open(path, limits.maxPixels).resize(8, 8, { fit: 'inside' }).raw().toBuffer());
  const { minWidth = 1, minHeight = 1 } = limits;
  if (inspected.width < minWidth || inspected.height < minHeight) {
    throw new ImageRejected('IMAGE_TOO_SMALL', `The image is ${inspected.width}×${inspected.height}; at least ${minWidth}×${minHeight} is needed`);
  }
  return inspected;
}

/**
 * One WebP per width, in order: upright (EXIF orientation applied), never enlarged, in sRGB, with
 * every metadata block dropped (EXIF can carry GPS positions and camera serials). An animated GIF
 * gives its first frame.
 */
export async function renderVariants(path: string, widths: number[], limits: Pick<ImageLimits, 'maxPixels'> = {}): Promise<ImageVariant[]> {
  for (const width of widths) {
    if (!Number.isInteger(width) || width < 1 || width > MAX_VARIANT_WIDTH) throw new RangeError(`A variant width is 1 to ${MAX_VARIANT_WIDTH}, not ${width}`);
  }
  await readHeader(path, limits.maxPixels);
  const variants: ImageVariant[] = [];
  // One at a time: each decodes the source, and several large decodes at once would pile up memory.
  for (const requestedWidth of widths) {
    const { data, info } = await rejecting(() =>
      open(path, limits.maxPixels)
        .autoOrient()
        .resize({ width: requestedWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true }),
    );
    variants.push({ requestedWidth, width: info.width, height: info.height, contentType: 'image/webp', data });
  }
  return variants;
}

function open(path: string, maxPixels = MAX_IMAGE_PIXELS): Sharp {
  // failOn 'error': a truncated or corrupt image fails instead of decoding to grey.
  const options: SharpOptions = { limitInputPixels: maxPixels, failOn: 'error', sequentialRead: true };
  return sharp(path, options);
}

async function readHeader(path: string, maxPixels = MAX_IMAGE_PIXELS): Promise<InspectedImage> {
  const metadata = await rejecting(() => open(path, maxPixels).metadata());
  const format = formatOf(metadata);
  if (!format) throw new ImageRejected('NOT_AN_IMAGE', `Images are JPEG, PNG, WebP, GIF or AVIF, not ${metadata.format ?? 'unknown'}`);
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new ImageRejected('NOT_AN_IMAGE', 'The image has no size');
  if (width * height > maxPixels) throw new ImageRejected('IMAGE_TOO_LARGE', `The image has ${width * height} pixels; at most ${maxPixels}`);
  return { format, contentType: `image/${format}`, width, height };
}

/** libvips calls AVIF and HEIC both "heif"; only AVIF (AV1 inside) is an image browsers show. */
function formatOf(metadata: Metadata): ImageFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      return metadata.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

/** sharp's errors as rejections; a missing file stays what it is (the caller's bug, not the upload's). */
async function rejecting<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/^Input file is missing/.test(message)) throw error;
    if (/pixel limit/i.test(message)) throw new ImageRejected('IMAGE_TOO_LARGE', message);
    throw new ImageRejected('NOT_AN_IMAGE', message);
  }
}
