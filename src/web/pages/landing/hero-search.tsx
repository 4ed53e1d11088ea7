import { PRODUCT_NAME } from '../../../domain/brand';
import { CodeSearchBox } from '../../components/search/code-search-box';
import { LANDING_SEARCH_BLUR_CLOSE_MS } from '../../components/search/search-rules';

/**
 * The hero's search box: codes, titles and places as you type (the combined search); Enter on a
 * complete code opens its page without waiting for the list.
 */
export function HeroSearch() {
  return (
    <CodeSearchBox
      id="hero-search"
      variant="hero"
      label={`Look up a ${PRODUCT_NAME} or an address`}
      placeholder="e.g. 1CT-7K2M or Long Street, Cape Town"
      blurCloseDelayMs={LANDING_SEARCH_BLUR_CLOSE_MS}
      className="max-w-xl"
    />
  );
}
