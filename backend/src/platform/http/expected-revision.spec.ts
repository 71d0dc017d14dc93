import { parseIfMatch } from './expected-revision';

describe('If-Match as an expected revision', () => {
  it.each([
    ['"0"', 0],
    ['"17"', 17],
    ['W/"3"', 3],
    [' "4" ', 4],
  ])('reads %s as revision %d', (header, revision) => {
    expect(parseIfMatch(header)).toBe(revision);
  });

  it('reads no header, and the any-match star, as no expectation', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('*')).toBeUndefined();
  });

  it.each(['7', '"-1"', '"1.5"', '"1", "2"', '"9999999999"', '"abc"', ''])('refuses %p with a 400', (header) => {
    expect(() => parseIfMatch(header)).toThrow(expect.objectContaining({ status: 400, code: 'IF_MATCH_INVALID' }));
  });
});
