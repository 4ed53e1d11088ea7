import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../domain/brand';
import { formatRand } from '../../../domain/pricing/pricing';
import { createPriceBodySchema, type CreatePriceBody, type CreatePriceInput } from '../../../domain/pricing/schemas';
import { useActivatePriceMutation, useAdminPricesQuery, useCreatePriceMutation } from '../../api/admin-prices';
import { TextField } from '../../components/form/text-fields';
import { CheckboxField } from '../../components/form/toggle-fields';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { toast } from '../../components/ui/use-toast';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage, FetchError, serverMessageOr } from './parts/admin-page';
import { toastFailure } from '../../components/toast-failure';

/** /a/pricing: the price per code in force, its history, a new price, and activating one. */
export function AdminPricingPage() {
  usePageTitle('Pricing');
  const prices = useAdminPricesQuery();
  const create = useCreatePriceMutation();
  const activate = useActivatePriceMutation();
  const { control, handleSubmit, getValues, reset, setError } = useForm<CreatePriceInput, unknown, CreatePriceBody>({
    resolver: zodResolver(createPriceBodySchema),
    defaultValues: { amount: '', isActive: true },
  });
  const amount = useWatch({ control, name: 'amount' });

  // The amount goes as typed (the schema reads it into cents only to check it).
  const onSubmit = handleSubmit(({ isActive }) =>
    create.mutate(
      { amount: String(getValues('amount')).trim(), isActive },
      {
        onSuccess: (price) => {
          reset({ amount: '', isActive });
          toast({
            title: 'Price added',
            description: price.isActive ? `${formatRand(price.amount)} is now the price per ${PRODUCT_NAME}.` : `${formatRand(price.amount)} added, not active.`,
            variant: 'success',
          });
        },
        onError: (error) => setError('amount', { message: serverMessageOr(error, 'Failed to add price') }),
      },
    ),
  );

  const handleActivate = (id: string, value: string) =>
    activate.mutate(id, {
      onSuccess: () => toast({ title: 'Price activated', description: `${formatRand(value)} is now the price per ${PRODUCT_NAME}.`, variant: 'success' }),
      onError: (error) => toastFailure('Activation failed', error, 'Failed to activate price'),
    });

  return (
    <AdminPage title="Pricing" description={`The price of one ${PRODUCT_NAME}, VAT included. Bundles are priced from it.`}>
      <div className="grid gap-5 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-5">
          <Card>
            <CardHeader>
              <CardDescription>Current price</CardDescription>
              <CardTitle className="text-3xl tabular-nums">{prices.data ? formatRand(prices.data.current) : '...'}</CardTitle>
              <p className="text-xs text-muted-foreground">{`Per ${PRODUCT_NAME}, including VAT`}</p>
            </CardHeader>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Add a price</CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={onSubmit} noValidate className="space-y-4">
                <TextField
                  control={control}
                  name="amount"
                  id="new-price"
                  label="Price (R, incl. VAT)"
                  hint="From R5.00, e.g. 19.00"
                  inputMode="decimal"
                  placeholder="19.00"
                />
                <CheckboxField control={control} name="isActive" id="activate-now" label="Make it the current price" />
                <Button type="submit" className="w-full" disabled={create.isPending || !String(amount ?? '').trim()}>
                  {create.isPending ? 'Saving...' : 'Add price'}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>

        <Card className="min-w-0">
          <CardHeader>
            <CardTitle className="text-lg">Price history</CardTitle>
          </CardHeader>
          <CardContent className="px-0 sm:px-0">
            {prices.isError ? (
              <FetchError title="Failed to fetch prices" error={prices.error} className="mx-5 w-auto" />
            ) : !prices.data ? (
              <Skeleton className="mx-5 h-32" />
            ) : prices.data.prices.length === 0 ? (
              <p className="px-5 text-sm text-muted-foreground">No prices set yet: the default R19.00 applies.</p>
            ) : (
              <Table aria-label="Price history">
                <TableHeader>
                  <TableRow>
                    <TableHead>Price</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Added</TableHead>
                    <TableHead>By</TableHead>
                    <TableHead className="text-right">Action</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {prices.data.prices.map((price) => (
                    <TableRow key={price.id}>
                      <TableCell className="font-semibold tabular-nums">{formatRand(price.amount)}</TableCell>
                      <TableCell>
                        {price.isActive ? (
                          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">Active</span>
                        ) : (
                          <span className="text-xs text-muted-foreground">Inactive</span>
                        )}
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-xs">{formatDateTime(price.createdAt)}</TableCell>
                      <TableCell className="text-xs">{price.createdBy ? price.createdBy.email : '-'}</TableCell>
                      <TableCell className="text-right">
                        {price.isActive ? null : (
                          <Button
                            size="sm"
                            variant="outline"
                            disabled={activate.isPending}
                            onClick={() => handleActivate(price.id, price.amount)}
                            aria-label={`Activate ${formatRand(price.amount)}`}
                          >
                            Activate
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </CardContent>
        </Card>
      </div>
    </AdminPage>
  );
}
