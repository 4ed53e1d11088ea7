import { describe, expect, it } from 'vitest';
import { textValues } from './text-values';

describe('textValues', () => {
  it("gives each named field's text, '' where it is null or missing, and leaves other fields out", () => {
    const record = { title: 'Spaza', description: null, city: 'Soweto', views: 3 };
    expect(textValues(record, ['title', 'description', 'suburb'] as const)).toEqual({ title: 'Spaza', description: '', suburb: '' });
  });

  it("gives '' for every field of a record that does not exist yet", () => {
    expect(textValues(null, ['supplier', 'reference'])).toEqual({ supplier: '', reference: '' });
    expect(textValues(undefined, ['name'])).toEqual({ name: '' });
  });
});
