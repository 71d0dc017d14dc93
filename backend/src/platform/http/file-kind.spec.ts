import { sniffFileKind } from './file-kind';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const iso = (brand: string) => bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffFileKind', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['GIF', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', iso('avif'), 'image/avif'],
  ])('knows a %s image by its bytes', (_name, header, contentType) => {
    expect(sniffFileKind(header)).toEqual({ kind: 'image', contentType });
  });

  it.each([
    ['MP4', iso('isom'), 'video/mp4'],
    ['MOV', iso('qt  '), 'video/quicktime'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3]), 'video/webm'],
  ])('knows a %s video by its bytes', (_name, header, contentType) => {
    expect(sniffFileKind(header)).toEqual({ kind: 'video', contentType });
  });

  it('refuses what it does not know, whatever the file claims to be', () => {
    expect(sniffFileKind(bytes('<?php echo 1; ?>'))).toBeNull();
    expect(sniffFileKind(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffFileKind(Buffer.alloc(0))).toBeNull();
    expect(sniffFileKind(iso('heic'))).toBeNull();
  });
});
