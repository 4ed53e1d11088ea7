import { useState, type FormEvent } from 'react';
import type { AdminVoucher, UpdateVoucherInput } from '../../../../domain/vouchers/schemas';
import { useCreateVoucherMutation, useUpdateVoucherMutation } from '../../../api/vouchers';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field, fieldAria } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { messageOf } from '../parts/admin-page';

const SA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg', year: 'numeric', month: '2-digit', day: '2-digit' });

/** A stored instant as the South African day an admin typed; `validUntil` is kept as the next midnight. */
export function saDay(value: string | null, isEnd = false): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return SA_DAY.format(new Date(date.getTime() - (isEnd ? 1 : 0)));
}

interface FormState {
  code: string;
  description: string;
  discountType: 'percent' | 'fixed';
  discountValue: string;
  validFrom: string;
  validUntil: string;
  maxUses: string;
  isActive: boolean;
}

const stateOf = (voucher: AdminVoucher | null): FormState => ({
  code: voucher?.code ?? '',
  description: voucher?.description ?? '',
  discountType: voucher?.discountType ?? 'percent',
  discountValue: voucher?.discountValue ?? '',
  validFrom: saDay(voucher?.validFrom ?? null),
  validUntil: saDay(voucher?.validUntil ?? null, true),
  maxUses: voucher?.maxUses ? String(voucher.maxUses) : '',
  isActive: voucher?.isActive ?? true,
});

/** Create a voucher (voucher null) or edit one; the server's message says what is wrong. */
export function VoucherFormDialog({ open, voucher, onClose }: { open: boolean; voucher: AdminVoucher | null; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        {open ? <VoucherForm voucher={voucher} onClose={onClose} key={voucher?.id ?? 'new'} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function VoucherForm({ voucher, onClose }: { voucher: AdminVoucher | null; onClose: () => void }) {
  const initial = stateOf(voucher);
  const [form, setForm] = useState<FormState>(initial);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateVoucherMutation();
  const update = useUpdateVoucherMutation();
  const isPending = create.isPending || update.isPending;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const maxUses = form.maxUses.trim() === '' ? null : Number(form.maxUses);
    const body = {
      code: form.code,
      description: form.description,
      discountType: form.discountType,
      discountValue: form.discountValue.trim(),
      validFrom: form.validFrom || null,
      validUntil: form.validUntil || null,
      maxUses,
      isActive: form.isActive,
    };
    const onError = (err: Error) => setError(messageOf(err, 'Failed to save voucher'));
    if (!voucher) {
      create.mutate(body, {
        onSuccess: (saved) => {
          toast({ title: 'Voucher created', description: `${saved.code}: ${saved.label}`, variant: 'success' });
          onClose();
        },
        onError,
      });
      return;
    }
    // Only what changed: an untouched day is not sent back, so it never shifts by the day's rounding.
    const changes: UpdateVoucherInput = {};
    if (form.code !== initial.code) changes.code = body.code;
    if (form.description !== initial.description) changes.description = body.description;
    if (form.discountType !== initial.discountType || form.discountValue !== initial.discountValue) {
      changes.discountType = body.discountType;
      changes.discountValue = body.discountValue;
    }
    if (form.validFrom !== initial.validFrom) changes.validFrom = body.validFrom;
    if (form.validUntil !== initial.validUntil) changes.validUntil = body.validUntil;
    if (form.maxUses !== initial.maxUses) changes.maxUses = maxUses;
    if (form.isActive !== initial.isActive) changes.isActive = form.isActive;
    update.mutate(
      { id: voucher.id, body: changes },
      {
        onSuccess: (saved) => {
          toast({ title: 'Voucher updated', description: `${saved.code}: ${saved.label}`, variant: 'success' });
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{voucher ? `Edit voucher ${voucher.code}` : 'New voucher'}</DialogTitle>
        <DialogDescription>Codes are matched whatever the case buyers type them in.</DialogDescription>
      </DialogHeader>
      <form onSubmit={handleSubmit} noValidate className="grid gap-4">
        <Field id="voucher-code" label="Code">
          <Input {...fieldAria('voucher-code')} value={form.code} onChange={(e) => set('code', e.target.value.toUpperCase())} autoComplete="off" />
        </Field>
        <Field id="voucher-description" label="Description">
          <Input {...fieldAria('voucher-description')} value={form.description} onChange={(e) => set('description', e.target.value)} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="voucher-type" label="Discount type">
            <select
              id="voucher-type"
              value={form.discountType}
              onChange={(e) => set('discountType', e.target.value as FormState['discountType'])}
              className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm"
            >
              <option value="percent">Percent off</option>
              <option value="fixed">Amount off (R)</option>
            </select>
          </Field>
          <Field id="voucher-value" label={form.discountType === 'percent' ? 'Percent (1-100)' : 'Amount (R)'}>
            <Input {...fieldAria('voucher-value')} inputMode="decimal" value={form.discountValue} onChange={(e) => set('discountValue', e.target.value)} />
          </Field>
          <Field id="voucher-from" label="Valid from">
            <Input {...fieldAria('voucher-from')} type="date" value={form.validFrom} onChange={(e) => set('validFrom', e.target.value)} />
          </Field>
          <Field id="voucher-until" label="Valid until">
            <Input {...fieldAria('voucher-until')} type="date" value={form.validUntil} onChange={(e) => set('validUntil', e.target.value)} />
          </Field>
          <Field id="voucher-max" label="Maximum uses" hint="Empty for no limit">
            <Input {...fieldAria('voucher-max', undefined, true)} type="number" min={1} inputMode="numeric" value={form.maxUses} onChange={(e) => set('maxUses', e.target.value)} />
          </Field>
          <div className="flex items-center gap-3 sm:pt-6">
            <Checkbox id="voucher-active" checked={form.isActive} onCheckedChange={(v) => set('isActive', v === true)} />
            <Label htmlFor="voucher-active" className="font-normal">Active</Label>
          </div>
        </div>
        {error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : voucher ? 'Save voucher' : 'Create voucher'}
        </Button>
      </form>
    </>
  );
}
