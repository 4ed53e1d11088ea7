import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from '../../../../domain/expenses/expenses';
import { expenseBodySchema, type ExpenseBody, type ExpenseInput, type ExpenseRecord } from '../../../../domain/expenses/schemas';
import { southAfricanDay } from '../../../../domain/time/south-african-time';
import { useSaveExpenseMutation } from '../../../api/admin-expenses';
import { SelectField, TextAreaField, TextField, OptionalLabel } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOr } from '../parts/admin-page';
import { FormDialog, ServerError } from '../parts/form-dialog';
import { textValues } from '../../../components/form/text-values';

/** The form's values as the admin types them: Rand as text, empty VAT worked out by the server. */
const valuesOf = (expense: ExpenseRecord | null): ExpenseInput => ({
  date: expense?.date ?? southAfricanDay(),
  category: expense?.category ?? 'hosting',
  ...textValues(expense, ['supplier', 'description', 'amount', 'vatAmount', 'reference']),
});

/** Record an expense (expense null) or change one; the server's message says what is wrong. */
export function ExpenseFormDialog({ open, expense, onClose }: { open: boolean; expense: ExpenseRecord | null; onClose: () => void }) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <ExpenseForm expense={expense} onClose={onClose} key={expense?.id ?? 'new'} />
    </FormDialog>
  );
}

function ExpenseForm({ expense, onClose }: { expense: ExpenseRecord | null; onClose: () => void }) {
  const save = useSaveExpenseMutation();
  const {
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<ExpenseInput, unknown, ExpenseBody>({
    resolver: zodResolver(expenseBodySchema),
    defaultValues: valuesOf(expense),
  });

  // What is sent is what was typed (Rand); the server reads it with the same schema.
  const onSubmit = handleSubmit(() =>
    save.mutate(
      { id: expense?.id ?? null, body: getValues() },
      {
        onSuccess: (saved) => {
          toast({
            title: expense ? 'Expense updated' : 'Expense recorded',
            description: `${saved.supplier}: R${saved.amount} (VAT R${saved.vatAmount})`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => setError('root.server', { message: serverMessageOr(error, 'Failed to save expense') }),
      },
    ),
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{expense ? 'Edit expense' : 'New expense'}</DialogTitle>
        <DialogDescription>Amounts include VAT. Money is in Rand.</DialogDescription>
      </DialogHeader>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={control} name="date" id="expense-date" label="Date" type="date" />
          <SelectField control={control} name="category" id="expense-category" label="Category">
            {EXPENSE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {EXPENSE_CATEGORY_LABELS[category]}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField control={control} name="supplier" id="expense-supplier" label="Supplier" autoComplete="organization" />
        <TextAreaField control={control} name="description" id="expense-description" label={<OptionalLabel text="Description" />} rows={2} className="min-h-16" />
        <div className="grid items-start gap-4 sm:grid-cols-2">
          <TextField control={control} name="amount" id="expense-amount" label="Amount incl. VAT (R)" inputMode="decimal" placeholder="1150.00" />
          <TextField
            control={control}
            name="vatAmount"
            id="expense-vat"
            label="VAT part (R)"
            inputMode="decimal"
            hint="Empty: worked out at the VAT rate. 0: no VAT."
            hideHintOnError
          />
        </div>
        <TextField control={control} name="reference" id="expense-reference" label={<OptionalLabel text="Reference" />} placeholder="Invoice number" />
        <ServerError message={errors.root?.server?.message} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : expense ? 'Save expense' : 'Record expense'}
        </Button>
      </form>
    </>
  );
}
