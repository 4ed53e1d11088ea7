import * as React from 'react';

/**
 * A text box of a page the server rendered first takes typing before the app has taken the page over
 * (web/load-app.ts fetches the app at the visitor's first touch, which is often this box). React
 * leaves the box's text alone while it takes over; this hands that text to the box's state once, at
 * the takeover, so it is neither lost nor out of step with what the box shows. Returns the box's ref.
 */
export function useTypedBeforeTakeover(
  adopt: (typed: string, box: HTMLInputElement) => void,
): React.RefObject<HTMLInputElement | null> {
  const ref = React.useRef<HTMLInputElement>(null);
  const adoptOnce = React.useRef(adopt);
  React.useEffect(() => {
    const box = ref.current;
    if (box?.value) adoptOnce.current(box.value, box);
  }, []);
  return ref;
}
