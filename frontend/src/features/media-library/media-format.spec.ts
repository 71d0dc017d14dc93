import { formatFileSize, titleFromFileName } from './media-format';

describe('media formats', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [3 * 1024 ** 4, '3 TB'],
  ])('writes %d bytes as %s (base 1024)', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('titles a video after its file name', () => {
    expect(titleFromFileName('Bài 1 - Giới thiệu.mp4')).toBe('Bài 1 - Giới thiệu');
    expect(titleFromFileName('.hidden')).toBe('.hidden');
  });
});
