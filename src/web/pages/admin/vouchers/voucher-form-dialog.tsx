import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createVoucherBodySchema, type AdminVoucher, type UpdateVoucherInput } from '../../../../domain/vouchers/schemas';
import { useCreateVoucherMutation, useUpdateVoucherMutation } from '../../../api/vouchers';
import { SelectField, TextField } from '../../../components/form/text-fields';
import { CheckboxField } from '../../../components/form/toggle-fields';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOr } from '../parts/admin-page';
import { FormDialog, ServerError } from '../parts/form-dialog';
import { textValues } from '../../../components/form/text-values';

const SA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A stored instant as the South African day an admin typed; `validUntil` is kept as the next midnight. */
export function saDay(value: string | null, isEnd = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return SA_DAY.format(new Date(date.getTime() - (isEnd ? 1 : 0)));
}

type VoucherInput = z.input<typeof createVoucherBodySchema>;
type VoucherValues = z.output<typeof createVoucherBodySchema>;

/** The form's values, as the admin sees them (days, Rand, no limit as null). */
const valuesOf = (voucher: AdminVoucher | null): VoucherInput => ({
  ...textValues(voucher, ['code', 'description', 'discountValue']),
  discountType: voucher?.discountType ?? 'percent',
  validFrom: saDay(voucher?.validFrom ?? null),
  validUntil: saDay(voucher?.validUntil ?? null, true),
  maxUses: voucher?.maxUses ?? null,
  isActive: voucher?.isActive ?? true,
});

/** What an edit sends: only what changed, so an untouched day never shifts by the day's rounding. */
function changesOf(values: VoucherInput, initial: VoucherInput): UpdateVoucherInput {
  const changes: UpdateVoucherInput = {};
  if (values.code !== initial.code) changes.code = values.code;
  if (values.description !== initial.description) changes.description = values.description;
  if (values.discountType !== initial.discountType || values.discountValue !== initial.discountValue) {
    changes.discountType = values.discountType;
    changes.discountValue = String(values.discountValue).trim();
  }
  if (values.validFrom !== initial.validFrom) changes.validFrom = values.validFrom || null;
  if (values.validUntil !== initial.validUntil) changes.validUntil = values.validUntil || null;
  if (values.maxUses !== initial.maxUses) changes.maxUses = values.maxUses ?? null;
  if (values.isActive !== initial.isActive) changes.isActive = values.isActive;
  return changes;
}

/** An empty "Maximum uses" is no limit; anything else is read as a number for the schema to judge. */
const readMaxUses = (text: string | number | null) =>
  text === null || String(text).trim() === '' ? null : Number(text);

/** Create a voucher (voucher null) or edit one; the server's message says what is wrong. */
export function VoucherFormDialog({ open, voucher, onClose }: { open: boolean; voucher: AdminVoucher | null; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <VoucherForm voucher={voucher} onClose={onClose} key={voucher?.id ?? 'new'} />
    </FormDialog>
  );
}

function VoucherForm({ voucher, onClose }: { voucher: AdminVoucher | null; onClose: () => void }) {
  const [initial] = useState(() => valuesOf(voucher));
  const create = useCreateVoucherMutation();
  const update = useUpdateVoucherMutation();
  const isPending = create.isPending || update.isPending;
  // The create schema judges both forms: an edit shows the whole voucher, so all of it must be valid.
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<VoucherInput, unknown, VoucherValues>({
    resolver: zodResolver(createVoucherBodySchema),
    defaultValues: initial,
  });
  const discountType = useWatch({ control, name: 'discountType' });

  const onSubmit = handleSubmit(() => {
    // What is sent is what was typed (days, Rand); the server reads it with the same schema.
    const values = getValues();
    const onError = (err: Error) => setError('root.server', { message: serverMessageOr(err, 'Failed to save voucher') });
    if (!voucher) {
      const body = {
        ...values,
        discountValue: String(values.discountValue).trim(),
        validFrom: values.validFrom || null,
        validUntil: values.validUntil || null,
      };
      create.mutate(body, {
        onSuccess: (saved) => {
          toast({ title: 'Voucher created', description: `${saved.code}: ${saved.label}`, variant: 'success' });
          onClose();
        },
        onError,
      });
      return;
    }
    update.mutate(
      { id: voucher.id, body: changesOf(values, initial) },
      {
        onSuccess: (saved) => {
          toast({ title: 'Voucher updated', description: `${saved.code}: ${saved.label}`, variant: 'success' });
          onClose();
        },
        onError,
      },
    );
  });

  return (
    <>
      <DialogHeader>
        <DialogTitle>{voucher ? `Edit voucher ${voucher.code}` : 'New voucher'}</DialogTitle>
        <DialogDescription>Codes are matched whatever the case buyers type them in.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <TextField control={control} name="code" id="voucher-code" label="Code" normalize={(text) => text.toUpperCase()} autoComplete="off" />
        <TextField control={control} name="description" id="voucher-description" label="Description" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField control={control} name="discountType" id="voucher-type" label="Discount type">
            <option value="percent">Percent off</option>
            <option value="fixed">Amount off (R)</option>
          </SelectField>
          <TextField
            control={control}
            name="discountValue"
            id="voucher-value"
            label={discountType === 'percent' ? 'Percent (1-100)' : 'Amount (R)'}
            inputMode="decimal"
          />
          <TextField control={control} name="validFrom" id="voucher-from" label="Valid from" type="date" />
          <TextField control={control} name="validUntil" id="voucher-until" label="Valid until" type="date" />
          <TextField
            control={control}
            name="maxUses"
            id="voucher-max"
            label="Maximum uses"
            hint="Empty for no limit"
            rules={{ setValueAs: readMaxUses }}
            type="number"
            min={1}
            inputMode="numeric"
          />
          <CheckboxField control={control} name="isActive" id="voucher-active" label="Active" className="sm:pt-6" />
        </div>
        <ServerError message={errors.root?.server?.message} />
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : voucher ? 'Save voucher' : 'Create voucher'}
        </Button>
      </form>
    </>
  );
}
