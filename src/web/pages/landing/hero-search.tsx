import { CodeSearchBox } from '../../components/search/code-search-box';
import { LANDING_SEARCH_BLUR_CLOSE_MS } from '../../components/search/search-rules';
import { LANDING_TEXT } from './landing-texts';

/**
 * The hero's search box: codes, titles and places as you type (the combined search); Enter on a
 * complete code opens its page without waiting for the list.
 */
export function HeroSearch() {
  return (
    <CodeSearchBox
      id="hero-search"
      variant="hero"
      label={LANDING_TEXT.hero.searchLabel}
      placeholder={LANDING_TEXT.hero.searchPlaceholder}
      blurCloseDelayMs={LANDING_SEARCH_BLUR_CLOSE_MS}
      className="max-w-xl"
    />
  );
}
