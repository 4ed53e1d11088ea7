import { ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, isLanguage, type Language } from '../../../domain/i18n/languages';
import { switchLanguage } from '../../lib/i18n';
import { useIsMounted } from '../../lib/use-is-mounted';
import { cn } from '../../lib/utils';

/**
 * The language of every page, each language named in its own words. The choice is remembered for
 * the next visit, by the server's pages too.
 *
 * A native select (the phone's own picker, and what screen readers know), drawn as a button: the
 * current language's name, or on a phone's header (`isIconOnPhones`) only the languages icon, where
 * Sign in and Get started need the room. The select lies over the whole button, so a tap anywhere
 * on it opens the list; its name and value are what a screen reader announces.
 */
export function LanguageSwitcher({ className, isIconOnPhones = false }: { className?: string; isIconOnPhones?: boolean }) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  // On a page the server rendered first, the choice waits for the app (it switches the app's texts).
  const isReady = useIsMounted();
  return (
    <div
      className={cn(
        'relative inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-slate-600 focus-within:outline-2 focus-within:outline-ring hover:bg-muted hover:text-slate-900',
        isIconOnPhones && 'max-sm:min-w-9 max-sm:px-1.5',
        className,
      )}
    >
      <Languages className="size-4 shrink-0" aria-hidden />
      <span aria-hidden className={cn('whitespace-nowrap', isIconOnPhones && 'max-sm:hidden')}>
        {LANGUAGE_NAMES[current]}
      </span>
      <ChevronDown className={cn('size-3.5 shrink-0', isIconOnPhones && 'max-sm:hidden')} aria-hidden />
      <select
        aria-label={t('language')}
        value={current}
        disabled={!isReady}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
        // Text at 16 px: a phone zooms into a smaller one when it is tapped.
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-md text-base opacity-0 disabled:cursor-default"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
