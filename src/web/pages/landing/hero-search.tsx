import { useTranslation } from 'react-i18next';
import { CodeSearchBox } from '../../components/search/code-search-box';
import { LANDING_SEARCH_BLUR_CLOSE_MS } from '../../components/search/search-rules';
import { LANDING_EXAMPLE_CODE } from './landing-texts';

/**
 * The hero's search box: codes, titles and places as you type (the combined search); Enter on a
 * complete code opens its page without waiting for the list.
 */
export function HeroSearch() {
  const { t } = useTranslation('landing');
  return (
    <CodeSearchBox
      id="hero-search"
      variant="hero"
      label={t('hero.searchLabel')}
      placeholder={t('hero.searchPlaceholder', { example: LANDING_EXAMPLE_CODE })}
      blurCloseDelayMs={LANDING_SEARCH_BLUR_CLOSE_MS}
      className="max-w-xl"
    />
  );
}
