import { zodResolver } from '@hookform/resolvers/zod';
import type * as React from 'react';
import { useForm } from 'react-hook-form';
import { totpCodeBodySchema, type TotpCodeBody } from '../../../../domain/auth/schemas';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-fields';

/**
 * One field for a code of the second factor and its button: the form clears the field after a
 * refusal (`onSubmit` answers whether the code was taken), so that the next code is typed afresh.
 */
export function CodeForm({
  id,
  label,
  hint,
  submitLabel,
  isPending,
  onSubmit,
  acceptsRecoveryCodes = false,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (code: string) => Promise<boolean>;
  /** Recovery codes have letters: the phone shows its full keyboard then, else its number pad. */
  acceptsRecoveryCodes?: boolean;
  /** Beside the button (a Cancel). */
  children?: React.ReactNode;
}) {
  const { control, handleSubmit, reset } = useForm<TotpCodeBody>({
    resolver: zodResolver(totpCodeBodySchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    if (!(await onSubmit(code))) reset({ code: '' });
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:max-w-sm">
      <TextField
        control={control}
        name="code"
        id={id}
        label={label}
        hint={hint}
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCodes ? 'text' : 'numeric'}
        spellCheck={false}
        autoCapitalize="off"
        className="font-mono text-lg tracking-widest"
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {children}
        <SubmitButton isPending={isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
