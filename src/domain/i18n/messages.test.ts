import { describe, expect, it } from 'vitest';
import { matchMessage } from './messages';

const english = {
  emailRequired: 'Email is required',
  tooShort: 'Password must be at least {{count}} characters',
  minutesLeft: '{{minutes}} min left',
  hoursMinutesLeft: '{{hours}} h {{minutes}} min left',
  withDot: 'Costs R{{price}}. (VAT included)',
};

describe('matchMessage', () => {
  it('finds a message by its English text', () => {
    expect(matchMessage(english, 'Email is required')).toEqual({ key: 'emailRequired', values: {} });
  });

  it('reads the values its placeholders stood for', () => {
    expect(matchMessage(english, 'Password must be at least 8 characters')).toEqual({ key: 'tooShort', values: { count: '8' } });
  });

  it('takes the text with most words of its own when several match', () => {
    expect(matchMessage(english, '2 h 5 min left')).toEqual({ key: 'hoursMinutesLeft', values: { hours: '2', minutes: '5' } });
    expect(matchMessage(english, '5 min left')).toEqual({ key: 'minutesLeft', values: { minutes: '5' } });
  });

  it('reads the punctuation of a text as written, not as a pattern', () => {
    expect(matchMessage(english, 'Costs R19.00. (VAT included)')).toEqual({ key: 'withDot', values: { price: '19.00' } });
    expect(matchMessage(english, 'Costs R19.00x (VAT included)')).toBeNull();
  });

  it('finds nothing for a message the catalogue lacks, or one it holds only a part of', () => {
    expect(matchMessage(english, 'Something else went wrong')).toBeNull();
    expect(matchMessage(english, 'Email is required!')).toBeNull();
  });
});
