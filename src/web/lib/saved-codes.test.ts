import { describe, expect, it } from 'vitest';
import type { SavedCode } from '../../domain/saved-codes/schemas';
import { isSaved, parseDeviceSaved, planSync, withSaved, withoutSaved } from './saved-codes';

const code = (zarcode: string, savedAt: string, title: string | null = 'Gate'): SavedCode => ({
  zarcode,
  title,
  suburb: 'Gugulethu',
  city: 'Cape Town',
  province: 'Western Cape',
  savedAt,
});

describe('saved codes on the device', () => {
  it('reads nothing, or anything unreadable, as an empty list', () => {
    expect(parseDeviceSaved(null)).toEqual({ codes: [], removed: [] });
    expect(parseDeviceSaved('not json')).toEqual({ codes: [], removed: [] });
    expect(parseDeviceSaved('{"codes":[{"nope":1}],"removed":[3]}')).toEqual({ codes: [], removed: [] });
  });

  it('keeps the newest first, and saving again moves a code up without doubling it', () => {
    let saved = withSaved(parseDeviceSaved(null), code('1CT-2222', '2026-01-01T00:00:00Z'));
    saved = withSaved(saved, code('1CT-3333', '2026-01-02T00:00:00Z'));
    saved = withSaved(saved, code('1CT-2222', '2026-01-03T00:00:00Z'));
    expect(saved.codes.map((entry) => entry.zarcode)).toEqual(['1CT-2222', '1CT-3333']);
    expect(isSaved(saved, '1CT-3333')).toBe(true);
  });

  it('remembers a removal until it is synced, and forgets it when the code is saved again', () => {
    const saved = withoutSaved(withSaved(parseDeviceSaved(null), code('1CT-2222', '2026-01-01T00:00:00Z')), '1CT-2222');
    expect(saved).toEqual({ codes: [], removed: ['1CT-2222'] });
    expect(withSaved(saved, code('1CT-2222', '2026-01-05T00:00:00Z')).removed).toEqual([]);
  });
});

describe('planSync', () => {
  it('uploads what only the device has, removes what the device removed, and keeps the union', () => {
    const device = {
      codes: [code('1CT-2222', '2026-01-03T00:00:00Z'), code('1CT-3333', '2026-01-01T00:00:00Z')],
      removed: ['1CT-4444', '1CT-5555'],
    };
    const account = [code('1CT-3333', '2026-01-01T00:00:00Z', null), code('1CT-4444', '2026-01-02T00:00:00Z'), code('1CT-6666', '2026-01-04T00:00:00Z')];
    const plan = planSync(device, account);
    expect(plan.upload).toEqual(['1CT-2222']);
    expect(plan.remove).toEqual(['1CT-4444']);
    expect(plan.next.codes.map((entry) => entry.zarcode)).toEqual(['1CT-6666', '1CT-2222', '1CT-3333']);
    expect(plan.next.codes.find((entry) => entry.zarcode === '1CT-3333')?.title).toBeNull();
    expect(plan.next.removed).toEqual([]);
  });

  it('has nothing to do when both hold the same', () => {
    const both = [code('1CT-2222', '2026-01-03T00:00:00Z')];
    const plan = planSync({ codes: both, removed: [] }, both);
    expect(plan).toEqual({ upload: [], remove: [], next: { codes: both, removed: [] } });
  });
});
