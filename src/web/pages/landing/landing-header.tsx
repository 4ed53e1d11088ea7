import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { VisitorActions } from '../../components/layout/visitor-actions';
import { paths } from '../../paths';
import { LANDING_ANCHORS } from './landing-anchors';

/** The signed-out landing header: section anchors, the language (wide screens; phones have it in the footer), sign-in and get-started. */
export function LandingHeader() {
  const { t } = useTranslation('landing');
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
        <Logo to={paths.landing()} />
        <nav aria-label={t('sections')} className="ml-8 hidden md:block">
          <ul className="flex items-center gap-1">
            {LANDING_ANCHORS.map((anchor) => (
              <li key={anchor.id}>
                <a
                  href={`#${anchor.id}`}
                  className="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-muted hover:text-slate-900"
                >
                  {t(`anchors.${anchor.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher className="max-sm:hidden" />
          <VisitorActions />
        </div>
      </div>
      <nav aria-label={t('sections')} className="border-t border-border md:hidden">
        <ul className="flex justify-between gap-0.5 overflow-x-auto px-2 py-1.5">
          {LANDING_ANCHORS.map((anchor) => (
            <li key={anchor.id}>
              <a
                href={`#${anchor.id}`}
                className="block whitespace-nowrap rounded-md px-1.5 py-1.5 text-[13px] font-medium text-slate-600 hover:bg-muted"
              >
                {t(`anchors.${anchor.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
