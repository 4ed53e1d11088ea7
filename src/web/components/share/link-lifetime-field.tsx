import type { FieldValues } from 'react-hook-form';
import { SelectField } from '../form/text-fields';

type SelectFieldProps<T extends FieldValues, U> = Parameters<typeof SelectField<T, U>>[0];

/** How long a shared link works: a select of `choices`, counted in hours or days ("1 day", "7 days"). */
export function LinkLifetimeField<T extends FieldValues, U>({
  choices,
  unit,
  ...props
}: Omit<SelectFieldProps<T, U>, 'children'> & { choices: readonly number[]; unit: 'hour' | 'day' }) {
  return (
    <SelectField {...props}>
      {choices.map((count) => (
        <option key={count} value={count}>
          {count === 1 ? `1 ${unit}` : `${count} ${unit}s`}
        </option>
      ))}
    </SelectField>
  );
}
