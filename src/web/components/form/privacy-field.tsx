import { Globe, LockKeyhole } from 'lucide-react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Privacy } from '../../../domain/zarcode/schemas';

/** Each choice's words are the codeForm texts `<value>` and `<value>Note`. */
const PRIVACY_CHOICES: readonly { value: Privacy; icon: typeof Globe }[] = [
  { value: 'public', icon: Globe },
  { value: 'private', icon: LockKeyhole },
];

/** A code's privacy, as two radio cards that say what each means for whoever has the code (create and edit forms). */
export function PrivacyField<T extends FieldValues>({ register, name }: { register: UseFormRegister<T>; name: Path<T> }) {
  const { t } = useTranslation('codeForm');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('privacy')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {PRIVACY_CHOICES.map(({ value, icon: Icon }) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={value}
              aria-labelledby={`privacy-${value}-name`}
              aria-describedby={`privacy-${value}-note`}
              className="mt-1 size-4 accent-brand-700"
              {...register(name)}
            />
            <span className="grid gap-0.5">
              <span id={`privacy-${value}-name`} className="flex items-center gap-1.5 text-sm font-medium text-slate-900">
                <Icon className="size-4" aria-hidden /> {t(value)}
              </span>
              <span id={`privacy-${value}-note`} className="text-xs text-muted-foreground">
                {t(`${value}Note`)}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
