import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState, type Control, type FieldPath, type FieldValues, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { localMessage } from '../../lib/i18n';
import { Field, fieldAria } from '../ui/field';
import { Input } from '../ui/input';
import { NativeSelect } from '../ui/native-select';
import { PasswordInput } from '../ui/password-input';
import { Textarea } from '../ui/textarea';

/** What every field of a react-hook-form form says about itself, whatever its control. */
export interface FormFieldProps<T extends FieldValues, U> {
  control: Control<T, unknown, U>;
  name: FieldPath<T>;
  /** The control's id; its label, hint (`{id}-hint`) and error (`{id}-error`) hang on it. */
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  /** The hint makes way for the error while there is one. */
  hideHintOnError?: boolean;
  /** Classes of the field's frame (label, control, texts), e.g. a grid column span. */
  fieldClassName?: string;
  /** register() options: setValueAs, onBlur, ... */
  rules?: RegisterOptions<T, FieldPath<T>>;
  /**
   * The text shown under the field for its error message; undefined shows none, for a message told
   * elsewhere (a toast). The control is marked invalid either way.
   */
  errorText?: (message: string | undefined) => string | undefined;
}

/** The attributes of a registered control: id, aria wiring, and react-hook-form's name, ref and handlers. */
type ControlProps = ReturnType<typeof fieldAria> & UseFormRegisterReturn & { 'aria-invalid'?: true };

/**
 * A form field's frame around any control: the label, the hint, the error under it, and the props
 * that register the control and tie it to them (`aria-describedby`, `aria-invalid`). The error comes
 * from the form's state, so the field re-renders by itself when it changes.
 */
export function FormField<T extends FieldValues, U>({
  control,
  name,
  id,
  label,
  hint,
  hideHintOnError,
  fieldClassName,
  rules,
  errorText,
  children,
}: FormFieldProps<T, U> & { children: (controlProps: ControlProps) => React.ReactNode }) {
  const { i18n } = useTranslation();
  const formState = useFormState({ control, name });
  const { error } = control.getFieldState(name, formState);
  // The shared schema's message, in the page's language.
  const message = errorText ? errorText(error?.message) : error?.message;
  const shownError = message ? localMessage(message, i18n) : undefined;
  const shownHint = hideHintOnError && error ? undefined : hint;
  const controlProps: ControlProps = {
    ...fieldAria(id, shownError, shownHint),
    'aria-invalid': error ? true : undefined,
    ...control.register(name, rules),
  };
  return (
    <Field id={id} label={label} error={shownError} hint={shownHint} className={fieldClassName}>
      {children(controlProps)}
    </Field>
  );
}

/** A field component's props: the field's own, then its control's (type, placeholder, className, ...). */
type FieldProps<ControlProps, T extends FieldValues, U> = FormFieldProps<T, U> &
  Omit<ControlProps, keyof FormFieldProps<T, U> | 'ref'>;

const FORM_FIELD_PROPS = [
  'control',
  'name',
  'id',
  'label',
  'hint',
  'hideHintOnError',
  'fieldClassName',
  'rules',
  'errorText',
] as const satisfies readonly (keyof FormFieldProps<FieldValues, unknown>)[];

/** A field component's props less the field's own: what goes to its control. */
function controlPropsOf<P extends object>(props: P): Omit<P, (typeof FORM_FIELD_PROPS)[number]> {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of FORM_FIELD_PROPS) delete rest[key];
  return rest as Omit<P, (typeof FORM_FIELD_PROPS)[number]>;
}

/** A text input field (`type` as the input's: text, email, number, date, ...). */
export function TextField<T extends FieldValues, U>(
  props: FieldProps<React.ComponentProps<typeof Input>, T, U> & {
    /** Rewrites what is typed before the form reads it (e.g. upper case), so field and form agree. */
    normalize?: (text: string) => string;
  },
) {
  const { normalize, ...inputProps } = controlPropsOf(props);
  return (
    <FormField {...props}>
      {(controlProps) => (
        <Input
          {...inputProps}
          {...controlProps}
          onChange={(event) => {
            if (normalize) event.target.value = normalize(event.target.value);
            return controlProps.onChange(event);
          }}
        />
      )}
    </FormField>
  );
}

/** An e-mail address field: typed as e-mail, with the e-mail keyboard and the browser's autofill. */
export function EmailField<T extends FieldValues, U>(props: FieldProps<React.ComponentProps<typeof Input>, T, U>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password field with its show/hide toggle (`toggleName` names the toggle). */
export function PasswordField<T extends FieldValues, U>(props: FieldProps<React.ComponentProps<typeof PasswordInput>, T, U>) {
  const inputProps = controlPropsOf(props);
  return <FormField {...props}>{(controlProps) => <PasswordInput {...inputProps} {...controlProps} />}</FormField>;
}

/** A multi-line text field. */
export function TextAreaField<T extends FieldValues, U>(props: FieldProps<React.ComponentProps<typeof Textarea>, T, U>) {
  const textareaProps = controlPropsOf(props);
  return <FormField {...props}>{(controlProps) => <Textarea {...textareaProps} {...controlProps} />}</FormField>;
}

/** A native select field (NativeSelect: as tall as the inputs and the width of its frame); its options are the children. */
export function SelectField<T extends FieldValues, U>(props: FieldProps<React.ComponentProps<'select'>, T, U>) {
  const selectProps = controlPropsOf(props);
  return <FormField {...props}>{(controlProps) => <NativeSelect {...selectProps} {...controlProps} />}</FormField>;
}

/** "Suburb (optional)": a label with the mark of a field that may stay empty. */
export function OptionalLabel({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <>
      {text} <span className="font-normal text-muted-foreground">{t('optional')}</span>
    </>
  );
}
