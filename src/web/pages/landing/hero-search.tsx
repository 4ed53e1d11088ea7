import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { CodeSearchBox } from '../../components/search/code-search-box';
import { ScanToOpenButton } from '../../components/scan/scan-to-open';
import { LANDING_SEARCH_BLUR_CLOSE_MS } from '../../components/search/search-rules';
import { LANDING_EXAMPLE_CODE } from './landing-texts';

/**
 * The hero's search box: codes, titles and places as you type (the combined search); Enter on a
 * complete code opens its page without waiting for the list. Scan opens the code of a plate's QR.
 */
export function HeroSearch() {
  const { t } = useTranslation('landing');
  return (
    <div className="flex max-w-xl flex-col gap-2">
      <CodeSearchBox
        id="hero-search"
        variant="hero"
        label={t('hero.searchLabel')}
        placeholder={t('hero.searchPlaceholder', { example: LANDING_EXAMPLE_CODE })}
        blurCloseDelayMs={LANDING_SEARCH_BLUR_CLOSE_MS}
      />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <ScanToOpenButton variant="secondary" />
        <Link to={paths.runs()} className="text-sm font-medium text-white underline underline-offset-4 hover:text-brand-100">
          {t('runs:forCouriers')}
        </Link>
      </div>
    </div>
  );
}
