import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../paths';
import { Logo } from '../logo';
import { LanguageSwitcher } from './language-switcher';

/** `isServerPage`: a page the server renders (/here), loaded whole rather than by the app's router. */
function FooterColumn({ title, links }: { title: string; links: { to: string; label: string; isServerPage?: boolean }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="text-slate-600 hover:text-primary hover:underline" to={link.to} reloadDocument={link.isServerPage}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer: the tagline, the Support column (Terms of Service goes to
 * /terms-of-service), and the audience pages, so that people and search engines can reach them.
 */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-slate-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="max-w-md sm:col-span-2 md:col-span-1">
          <Logo />
          <p className="mt-3 text-sm leading-relaxed text-slate-600">{t('tagline')}</p>
        </div>
        <FooterColumn
          title={t('support')}
          links={[
            { to: paths.support(), label: t('contactSupport') },
            { to: paths.privacyPolicy(), label: t('privacyPolicy') },
            { to: paths.termsOfService(), label: t('termsOfService') },
          ]}
        />
        <FooterColumn
          title={t('audiences')}
          links={[
            { to: paths.township(), label: t('township') },
            { to: paths.farmers(), label: t('farmers') },
            { to: paths.here(), label: t('field:title'), isServerPage: true },
          ]}
        />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="text-xs text-slate-600">{t('copyright', { year })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
