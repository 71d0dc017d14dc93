import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page when there are at most 5', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the window at the start and adds the last page', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
  });

  it('centres the window with first, last and both ellipses', () => {
    expect(paginationWindow(6, 12)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 12]);
  });

  it('adds no ellipsis where no page is skipped', () => {
    expect(paginationWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the window at the end', () => {
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
  });

  it('clamps a current page outside the range and handles no pages', () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});
