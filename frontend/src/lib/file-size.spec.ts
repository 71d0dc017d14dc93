import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1 MB'],
    [5 * 1024 ** 2, '5 MB'],
    [1.25 * 1024 ** 3, '1.25 GB'],
    [3 * 1024 ** 4, '3 TB'],
    [2048 * 1024 ** 4, '2048 TB'],
  ])('writes %d bytes as %s (base 1024)', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('writes nonsense as nothing stored', () => {
    for (const bytes of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatFileSize(bytes)).toBe('0 Bytes');
  });
});
