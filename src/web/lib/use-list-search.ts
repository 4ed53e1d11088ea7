import * as React from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** Lists ask the server once typing has paused this long. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * A searchable, paged list's state: the text as typed, the search once typing paused, and the page,
 * which goes back to 1 whenever the text changes.
 */
export function useListSearch() {
  const [text, setText] = React.useState('');
  const search = useDebouncedValue(text.trim(), LIST_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = React.useState(1);
  const changeText = React.useCallback((next: string) => {
    setText(next);
    setPage(1);
  }, []);
  return { text, setText: changeText, search, page, setPage };
}
