/** What the first bytes of an upload say it is: the name and the declared type are the client's word only. */
export interface FileKind {
  kind: 'image' | 'video';
  contentType: string;
}

/** Enough bytes for every signature below. */
export const SIGNATURE_BYTES = 16;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** ISO base media files (MP4, MOV, AVIF, HEIC) name their brand in an `ftyp` box right at the start. */
function isoBrand(bytes: Buffer): string | null {
  return ascii(bytes, 4, 8) === 'ftyp' ? ascii(bytes, 8, 12) : null;
}

const IMAGE_BRANDS: Record<string, string> = { avif: 'image/avif', avis: 'image/avif' };
/** HEIC and friends are images too, but no browser shows them: neither kind accepts them. */
const UNSUPPORTED_BRANDS = new Set(['heic', 'heix', 'hevc', 'mif1', 'msf1']);

export function sniffFileKind(bytes: Buffer): FileKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: 'image', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', contentType: 'image/png' };
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return { kind: 'image', contentType: 'image/gif' };
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { kind: 'image', contentType: 'image/webp' };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: 'video', contentType: 'video/webm' };
  const brand = isoBrand(bytes);
  if (brand === null || UNSUPPORTED_BRANDS.has(brand)) return null;
  if (IMAGE_BRANDS[brand]) return { kind: 'image', contentType: IMAGE_BRANDS[brand] };
  return { kind: 'video', contentType: brand === 'qt  ' ? 'video/quicktime' : 'video/mp4' };
}
