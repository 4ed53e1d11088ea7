import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Logo } from '../logo';
import { LanguageSwitcher } from './language-switcher';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[2fr_1fr] lg:px-8">
        <div className="max-w-md">
          <Logo />
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{t('tagline')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold text-slate-900">{t('support')}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="text-muted-foreground hover:text-primary hover:underline" to={paths.support()}>
                {t('contactSupport')}
              </Link>
            </li>
            <li>
              <Link className="text-muted-foreground hover:text-primary hover:underline" to={paths.privacyPolicy()}>
                {t('privacyPolicy')}
              </Link>
            </li>
            <li>
              <Link className="text-muted-foreground hover:text-primary hover:underline" to={paths.termsOfService()}>
                {t('termsOfService')}
              </Link>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-xs text-muted-foreground">{t('copyright', { year })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
