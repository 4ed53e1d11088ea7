import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FULL_LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, isLanguage, type Language } from '../../../domain/i18n/languages';
import { switchLanguage } from '../../lib/i18n';
import { useIsMounted } from '../../lib/use-is-mounted';
import { cn } from '../../lib/utils';

/**
 * The language of the public pages: English and Afrikaans everywhere (isiZulu and isiXhosa cover the
 * code page; a visitor who chose one there keeps it here, with English where it has no text). The
 * choice is remembered for the next visit, by the server's pages too.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const options = [...new Set<Language>([...FULL_LANGUAGES, current])];
  // On a page the server rendered first, the choice waits for the app (it switches the app's texts).
  const isReady = useIsMounted();
  return (
    <label className={cn('flex items-center gap-1 text-sm text-slate-600', className)}>
      <Languages className="size-4 shrink-0" aria-hidden />
      <select
        aria-label={t('language')}
        value={current}
        disabled={!isReady}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value);
        }}
        className="h-9 rounded-md border border-transparent bg-transparent px-1 text-base hover:border-input focus-visible:outline-2 focus-visible:outline-ring sm:text-sm"
      >
        {options.map((language) => (
          <option key={language} value={language} lang={LANGUAGE_TAGS[language]}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
