import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/logo';
import { LanguageSwitcher } from '../../components/layout/language-switcher';
import { VisitorActions } from '../../components/layout/visitor-actions';
import { paths } from '../../paths';
import { LANDING_ANCHORS } from './landing-anchors';

/** The landing page's section anchors: beside the logo on wide screens, in a row under it on phones. */
function SectionLinks({ className, listClassName, linkClassName }: { className: string; listClassName: string; linkClassName: string }) {
  const { t } = useTranslation('landing');
  return (
    <nav aria-label={t('sections')} className={className}>
      <ul className={listClassName}>
        {LANDING_ANCHORS.map((anchor) => (
          <li key={anchor.id}>
            <a href={`#${anchor.id}`} className={linkClassName}>
              {t(`anchors.${anchor.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The signed-out landing header: section anchors, the language, sign-in and get-started. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
        <Logo to={paths.landing()} />
        <SectionLinks
          className="ml-8 hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName="whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-muted hover:text-slate-900"
        />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSwitcher isIconOnPhones />
          <VisitorActions />
        </div>
      </div>
      <SectionLinks
        className="border-t border-border md:hidden"
        listClassName="flex justify-between gap-0.5 overflow-x-auto px-2 py-1.5"
        linkClassName="block whitespace-nowrap rounded-md px-1.5 py-1.5 text-[13px] font-medium text-slate-600 hover:bg-muted"
      />
    </header>
  );
}
