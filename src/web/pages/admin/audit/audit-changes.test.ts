import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-changes';

describe('fieldChanges', () => {
  it('lists only the fields an update changed, objects as JSON', () => {
    expect(
      fieldChanges(
        { title: 'Old', privacy: 'public', tags: ['a'] },
        { title: 'New', privacy: 'public', tags: ['a', 'b'] },
      ),
    ).toEqual([
      { field: 'title', before: 'Old', after: 'New' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('lists every field of a creation and of a deletion', () => {
    expect(fieldChanges(null, { amount: '20.00', isActive: true })).toEqual([
      { field: 'amount', before: null, after: '20.00' },
      { field: 'isActive', before: null, after: 'true' },
    ]);
    expect(fieldChanges({ subject: 'Hi' }, null)).toEqual([{ field: 'subject', before: 'Hi', after: null }]);
  });

  it('shows a field added or removed by an update, and nothing for an entry without fields', () => {
    expect(fieldChanges({ a: 1 }, { a: 1, b: null })).toEqual([{ field: 'b', before: null, after: 'null' }]);
    expect(fieldChanges(null, null)).toEqual([]);
  });
});
