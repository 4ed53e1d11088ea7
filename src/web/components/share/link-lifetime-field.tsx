import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../form/text-fields';

type SelectFieldProps<T extends FieldValues, U> = Parameters<typeof SelectField<T, U>>[0];

/** How long a shared link works: a select of `choices`, counted in hours or days ("1 day", "7 days"). */
export function LinkLifetimeField<T extends FieldValues, U>({
  choices,
  unit,
  ...props
}: Omit<SelectFieldProps<T, U>, 'children'> & { choices: readonly number[]; unit: 'hour' | 'day' }) {
  const { t } = useTranslation('app');
  return (
    <SelectField {...props}>
      {choices.map((count) => (
        <option key={count} value={count}>
          {t(unit === 'hour' ? 'hours' : 'days', { count })}
        </option>
      ))}
    </SelectField>
  );
}
