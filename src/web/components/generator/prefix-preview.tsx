import { useTranslation } from 'react-i18next';
import { findProvince, provinceDigit } from '../../../domain/geo/provinces';
import { cityConsonant, cityInitial, standardPrefix, SUFFIX_LENGTH } from '../../../domain/zarcode/zarcode';

/**
 * The live preview of the code's first 3 characters: province digit, the city's first
 * letter and its third consonant, or a creator's own prefix. The last 4 are drawn at random when the
 * code is created.
 */
export function PrefixPreview({ province, city, fixedPrefix }: { province: string; city: string; fixedPrefix?: string | null }) {
  const { t } = useTranslation('codeForm');
  const found = findProvince(province);
  const cityName = city.trim();
  const prefix = fixedPrefix ?? (found && cityName ? standardPrefix(found, cityName) : null);
  const suffix = 'X'.repeat(SUFFIX_LENGTH);
  return (
    <div className="rounded-lg border border-dashed border-brand-300 bg-brand-50/60 p-4">
      <p id="prefix-preview-label" className="text-sm font-medium text-slate-800">
        {t('prefixLabel')}
      </p>
      <p className="mt-1 font-mono text-3xl font-bold tracking-wider text-brand-800">
        <output aria-labelledby="prefix-preview-label" aria-live="off">
          {prefix ?? '···'}
        </output>
        <span className="text-slate-500" aria-hidden>
          -{suffix}
        </span>
      </p>
      <p className="mt-1.5 text-xs leading-relaxed text-muted-foreground">
        {fixedPrefix
          ? t('prefixCreator', { prefix: fixedPrefix, count: SUFFIX_LENGTH })
          : prefix && found
            ? t('prefixExplained', {
                digit: provinceDigit(found),
                province: found,
                letters: `${cityInitial(cityName)}${cityConsonant(cityName)}`,
                city: cityName,
                count: SUFFIX_LENGTH,
              })
            : t('prefixHint')}
      </p>
    </div>
  );
}
