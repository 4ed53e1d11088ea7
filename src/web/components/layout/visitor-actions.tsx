import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Button } from '../ui/button';

/** The signed-out headers' right end: Sign in and Get started. */
export function VisitorActions() {
  const { t } = useTranslation();
  return (
    <div className="ml-auto flex items-center gap-1 sm:gap-2">
      {/* One line each, narrower on a phone, where the language choice shares the header. */}
      <Button asChild variant="ghost" size="sm" className="whitespace-nowrap max-sm:px-2">
        <Link to={paths.login()}>{t('signIn')}</Link>
      </Button>
      <Button asChild size="sm" className="whitespace-nowrap max-sm:px-2.5">
        <Link to={paths.register()}>{t('getStarted')}</Link>
      </Button>
    </div>
  );
}
