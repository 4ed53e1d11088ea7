import { describe, expect, it } from 'vitest';
import { CODE_DEBOUNCE_MS, TEXT_DEBOUNCE_MS, isSearchable, resultPath, resultSubtitle, resultTitle, searchDebounceMs, typedCodePath } from './search-rules';

describe('isSearchable', () => {
  it.each(['abc', 'Long Street', '  cape  ', '1ct7k2m'])('searches %j', (text) => expect(isSearchable(text)).toBe(true));
  it.each(['', 'ab', '  ab  ', '1c'])('waits on %j', (text) => expect(isSearchable(text)).toBe(false));
});

describe('searchDebounceMs', () => {
  it.each(['1CT-7K2M', '1ct7k2m', ' 1ct 7k2m ', 'ABC-1234'])('waits 100 ms for the whole code %j', (text) =>
    expect(searchDebounceMs(text)).toBe(CODE_DEBOUNCE_MS),
  );
  it.each(['1CT-7K2', 'Long Street', 'abc', '1CT-7K2MX'])('waits 500 ms for %j', (text) =>
    expect(searchDebounceMs(text)).toBe(TEXT_DEBOUNCE_MS),
  );
});

describe('resultTitle', () => {
  it('shows the title of a public code', () => {
    expect(resultTitle({ title: 'Blue gate', zarcode: '1CT-7K2M' })).toBe('Blue gate');
  });
  it('shows the code of a private code, whose title is hidden', () => {
    expect(resultTitle({ title: '', zarcode: '1CT-7K2M' })).toBe('1CT-7K2M');
  });
});

describe('resultSubtitle', () => {
  it('leaves out the code the badge already shows', () => {
    expect(resultSubtitle({ subtitle: '1CT-7K2M · City Centre, Cape Town', zarcode: '1CT-7K2M' })).toBe('City Centre, Cape Town');
  });
  it('keeps a place subtitle as it is', () => {
    expect(resultSubtitle({ subtitle: 'Western Cape', zarcode: null })).toBe('Western Cape');
  });
});

describe('resultPath', () => {
  it('opens a code on its page', () => {
    expect(resultPath({ type: 'zarcode', id: 'x', title: 'Gate', zarcode: '1CT-7K2M' })).toBe('/zarcodes/1CT-7K2M');
  });
  it('sends an address to address-not-found with its name and place id', () => {
    expect(resultPath({ type: 'address', id: 'za:123', title: 'Soweto, Gauteng', zarcode: null })).toBe(
      '/address-not-found?address=Soweto%2C+Gauteng&placeId=za%3A123',
    );
  });
});

describe('typedCodePath', () => {
  it('opens a code typed in any spelling', () => {
    expect(typedCodePath(' 1ct 7k2m ')).toBe('/zarcodes/1CT-7K2M');
  });
  it('is null for anything else', () => {
    expect(typedCodePath('Long Street')).toBeNull();
  });
});
