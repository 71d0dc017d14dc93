import { campaign } from './email-marketing.fixture';
import { moveItem, placesToWrite } from './campaign-order';

describe('putting steps in order', () => {
  it('moves one item to another index and leaves the list alone for a move out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('writes only the steps whose place changes, each at its position, and settles ties', () => {
    const [a, b, c] = [campaign('a', 's', { order: 1 }), campaign('b', 's', { order: 2 }), campaign('c', 's', { order: 3 })];
    expect(placesToWrite([a, b, c], ['b', 'a', 'c'])).toEqual([
      { campaign: b, order: 1 },
      { campaign: a, order: 2 },
    ]);
    const tied = [campaign('x', 's', { order: 1 }), campaign('y', 's', { order: 1 })];
    expect(placesToWrite(tied, ['x', 'y'])).toEqual([{ campaign: tied[1], order: 2 }]);
  });
});
