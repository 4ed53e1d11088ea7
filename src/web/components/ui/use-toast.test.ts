import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, reducer, type ToasterToast } from './use-toast';

const make = (id: string): ToasterToast => ({ id, open: true, onOpenChange: () => {}, title: id });

describe('toast reducer', () => {
  it('keeps one toast at a time: the newest replaces the one shown', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'ADD', toast: make('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('closes a dismissed toast and later removes it', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'DISMISS', id: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
