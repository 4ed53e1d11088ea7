import { describe, expect, it } from 'vitest';
import { pageAfterRemoving } from './list-page';

describe('pageAfterRemoving', () => {
  it('goes back a page when the last row of a later page is removed', () => {
    expect(pageAfterRemoving(3, 1)).toBe(2);
  });

  it('stays on the page while it has other rows, and on the first page always', () => {
    expect(pageAfterRemoving(3, 2)).toBe(3);
    expect(pageAfterRemoving(1, 1)).toBe(1);
  });
});
