import { mkdtemp, rm, writeFile } from 'fs/promises';
import { tmpdir } from 'os';
import { join } from 'path';
import sharp from 'sharp';
import { crc32 } from 'zlib';
import { ImageRejected, inspectImage, renderVariants, type ImageRejectionReason } from './image-inspector';

/** Test images are made here by sharp itself: nothing is downloaded. */
const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } } });

/** A real PNG whose header claims width × height: a few hundred bytes that would decode to gigabytes. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  // Signature (8), IHDR length (4), 'IHDR' (4), then width and height; the CRC covers type and data.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('image inspection', () => {
  let folder: string;
  let count = 0;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'image-inspector-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  /** Writes bytes under a misleading name: the inspector must read the bytes, not the name. */
  async function file(bytes: Buffer | string, name = 'upload.txt'): Promise<string> {
    count += 1;
    const path = join(folder, `${count}-${name}`);
    await writeFile(path, bytes);
    return path;
  }

  async function rejection(work: Promise<unknown>): Promise<ImageRejectionReason> {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ImageRejected);
    return (error as ImageRejected).reason;
  }

  it.each([
    ['jpeg', () => canvas(64, 48).jpeg().toBuffer()],
    ['png', () => canvas(64, 48).png().toBuffer()],
    ['webp', () => canvas(64, 48).webp().toBuffer()],
    ['gif', () => canvas(64, 48).gif().toBuffer()],
    ['avif', () => canvas(64, 48).avif().toBuffer()],
  ] as const)('recognises %s by its bytes, whatever the file is called', async (format, make) => {
    const path = await file(await make(), 'photo.jpg.exe');
    expect(await inspectImage(path)).toEqual({ format, contentType: `image/${format}`, width: 64, height: 48 });
  });

  it.each([
    ['text', () => 'Đây không phải là ảnh'],
    ['an empty file', () => ''],
    ['random bytes', () => Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919) % 256))],
    ['an SVG (script-capable)', () => '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>'],
    ['a TIFF', () => canvas(64, 48).tiff().toBuffer()],
    ['a PNG header with nothing after it', async () => (await canvas(64, 48).png().toBuffer()).subarray(0, 40)],
  ])('refuses %s as NOT_AN_IMAGE', async (_label, make) => {
    const path = await file(await make(), 'image.png');
    expect(await rejection(inspectImage(path))).toBe('NOT_AN_IMAGE');
    expect(await rejection(renderVariants(path, [32]))).toBe('NOT_AN_IMAGE');
  });

  it('refuses a truncated JPEG, whose header alone looks fine', async () => {
    const noisy = await sharp({ create: { width: 400, height: 300, channels: 3, background: 'grey', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg()
      .toBuffer();
    const path = await file(noisy.subarray(0, Math.floor(noisy.length / 2)), 'photo.jpg');
    expect(await rejection(inspectImage(path))).toBe('NOT_AN_IMAGE');
  });

  it('refuses a decompression bomb by its claimed size, before decoding it', async () => {
    const bomb = await file(await pngClaiming(10_000, 10_000), 'bomb.png');
    expect(await rejection(inspectImage(bomb))).toBe('IMAGE_TOO_LARGE');
    expect(await rejection(renderVariants(bomb, [64]))).toBe('IMAGE_TOO_LARGE');
  });

  it('takes a lower pixel limit from the caller', async () => {
    const path = await file(await canvas(300, 200).png().toBuffer());
    expect(await rejection(inspectImage(path, { maxPixels: 59_999 }))).toBe('IMAGE_TOO_LARGE');
    expect(await inspectImage(path, { maxPixels: 60_000 })).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses an image below the minimum size the caller gives', async () => {
    const path = await file(await canvas(300, 200).png().toBuffer());
    expect(await rejection(inspectImage(path, { minWidth: 301 }))).toBe('IMAGE_TOO_SMALL');
    expect(await rejection(inspectImage(path, { minWidth: 100, minHeight: 201 }))).toBe('IMAGE_TOO_SMALL');
    expect(await inspectImage(path, { minWidth: 300, minHeight: 200 })).toMatchObject({ format: 'png' });
  });

  it('measures a photo as it is shown, after its EXIF orientation', async () => {
    // Stored 80×40 landscape, tagged "rotate 90°": it is shown 40×80 portrait.
    const path = await file(await canvas(80, 40).jpeg().withMetadata({ orientation: 6 }).toBuffer(), 'phone.jpg');
    expect(await inspectImage(path)).toMatchObject({ width: 40, height: 80 });
    const [variant] = await renderVariants(path, [20]);
    expect(variant).toMatchObject({ width: 20, height: 40 });
  });

  it('renders one WebP per width, in order, never enlarged', async () => {
    const path = await file(await canvas(400, 200).png().toBuffer());
    const variants = await renderVariants(path, [100, 320, 1280]);
    expect(variants.map(({ requestedWidth, width, height, contentType }) => ({ requestedWidth, width, height, contentType }))).toEqual([
      { requestedWidth: 100, width: 100, height: 50, contentType: 'image/webp' },
      { requestedWidth: 320, width: 320, height: 160, contentType: 'image/webp' },
      { requestedWidth: 1280, width: 400, height: 200, contentType: 'image/webp' },
    ]);
    for (const variant of variants) {
      expect(await sharp(variant.data).metadata()).toMatchObject({ format: 'webp', width: variant.width, height: variant.height });
    }
  });

  it('drops every metadata block: EXIF (GPS, camera serials), orientation, ICC profile', async () => {
    const tagged = await canvas(120, 80)
      .jpeg()
      .withMetadata({ orientation: 3 })
      .withExif({ IFD0: { Copyright: 'Nguyễn Văn A', ImageDescription: 'nhà riêng' } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const [variant] = await renderVariants(await file(tagged, 'x.jpg'), [60]);
    const metadata = await sharp(variant!.data).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(variant!.data.includes(Buffer.from('Nguy'))).toBe(false);
  });

  it('refuses widths that are not whole, positive and reasonable', async () => {
    const path = await file(await canvas(40, 40).png().toBuffer());
    for (const width of [0, -1, 1.5, Number.NaN, 100_000]) await expect(renderVariants(path, [width])).rejects.toThrow(RangeError);
  });

  it('lets a missing file fail as itself, not as a rejected upload', async () => {
    await expect(inspectImage(join(folder, 'missing.png'))).rejects.not.toBeInstanceOf(ImageRejected);
  });
});
