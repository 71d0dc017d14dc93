import { composeSlices } from './compose';

describe('composing the modules’ slices', () => {
  it('keeps every key of every slice, in order', () => {
    const composed = composeSlices({ A: 'a' } as const, { B: 'b', C: 'c' } as const);
    expect(composed).toEqual({ A: 'a', B: 'b', C: 'c' });
    expect(Object.keys(composed)).toEqual(['A', 'B', 'C']);
  });

  it('refuses a key that two slices declare, at compile time and at load', () => {
    const identity = { USER_NOT_FOUND: 'Không tìm thấy người dùng.' } as const;
    const commerce = { USER_NOT_FOUND: 'Không tìm thấy.' } as const;
    // @ts-expect-error USER_NOT_FOUND is declared by two contract slices.
    expect(() => composeSlices(identity, commerce)).toThrow('"USER_NOT_FOUND" is declared by two contract slices');
  });
});
