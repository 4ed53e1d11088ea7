import type * as React from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { cn } from '../../lib/utils';
import { Checkbox } from '../ui/checkbox';
import { Label } from '../ui/label';
import { Switch } from '../ui/switch';

/** A true/false field of a react-hook-form form. */
interface ToggleFieldProps<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPathByValue<T, boolean | undefined>;
  id: string;
  label: React.ReactNode;
}

/** A checkbox with its label beside it. */
export function CheckboxField<T extends FieldValues, U>({
  control,
  name,
  id,
  label,
  className,
  checkboxClassName,
  labelClassName,
}: ToggleFieldProps<T, U> & { className?: string; checkboxClassName?: string; labelClassName?: string }) {
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={id}
            ref={field.ref}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            className={checkboxClassName}
          />
        )}
      />
      <Label htmlFor={id} className={cn('font-normal', labelClassName)}>
        {label}
      </Label>
    </div>
  );
}

/** A switch at the end of a row, with its label and a line saying what it does. */
export function SwitchField<T extends FieldValues, U>({ control, name, id, label, hint }: ToggleFieldProps<T, U> & { hint: string }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch id={id} checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} aria-describedby={`${id}-hint`} />
        )}
      />
    </div>
  );
}
