import { describe, expect, it } from 'vitest';
import { pageWindow } from './dashboard-rules';

describe('pageWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps the current page in the middle', () => {
    expect(pageWindow(7, 20)).toEqual([5, 6, 7, 8, 9]);
  });
  it('stops at the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });
  it('has no buttons without pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('reads a page beyond the last as the last', () => {
    expect(pageWindow(30, 6)).toEqual([2, 3, 4, 5, 6]);
  });
});
