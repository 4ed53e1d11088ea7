import type * as React from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';

type InputProps = Omit<React.ComponentProps<typeof Input>, 'id' | 'value' | 'onChange'>;

/** A labelled input of a filter card (text, search, date, month); `onValue` gets what was typed. */
export function FilterInput({
  id,
  label,
  value,
  onValue,
  ...inputProps
}: InputProps & { id: string; label: string; value: string; onValue: (value: string) => void }) {
  return (
    <Field id={id} label={label}>
      <Input id={id} value={value} onChange={(event) => onValue(event.target.value)} {...inputProps} />
    </Field>
  );
}

/** A filter card's free-text search: labelled "Search", with what it searches as the placeholder. */
export function SearchFilter(props: Omit<React.ComponentProps<typeof FilterInput>, 'label' | 'type'>) {
  return <FilterInput label="Search" type="search" {...props} />;
}

/** A labelled select of a filter card: `allLabel` (the value '', no filter) first, then the options. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  onValue,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: T | '';
  onValue: (value: T | '') => void;
  allLabel: string;
  options: readonly { value: T; label: string }[];
}) {
  return (
    <Field id={id} label={label}>
      <NativeSelect id={id} value={value} onChange={(event) => onValue(event.target.value as T | '')}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** The options of a FilterSelect from a list of values and their labels (without labels, each value reads as itself). */
export function optionsOf<T extends string>(values: readonly T[], labels?: Record<T, string>): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels?.[value] ?? value }));
}
