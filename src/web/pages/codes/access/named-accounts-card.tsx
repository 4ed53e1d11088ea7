import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createAccessGrantBodySchema, type AccessGrant, type CreateAccessGrantInput } from '../../../../domain/access-details/schemas';
import { serverMessageOr } from '../../../api/client';
import { useAccessGrantsQuery, useCreateAccessGrantMutation, useDeleteAccessGrantMutation } from '../../../api/access-details';
import { SubmitButton } from '../../../components/form/submit-button';
import { EmailField } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { RegionCard } from '../../../components/region-card';
import { toast } from '../../../components/ui/use-toast';
import { localMessage } from '../../../lib/i18n';

/** Accounts that see the access details when signed in (a regular courier, a neighbour). */
export function NamedAccountsCard({ code }: { code: string }) {
  const { t } = useTranslation('access');
  const grants = useAccessGrantsQuery(code);
  const create = useCreateAccessGrantMutation(code);
  const remove = useDeleteAccessGrantMutation(code);
  const { control, handleSubmit, reset, setError } = useForm<CreateAccessGrantInput>({
    resolver: zodResolver(createAccessGrantBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (grant) => {
        toast({ title: t('shared'), description: t('sharedText', { name: `${grant.user.firstName} ${grant.user.lastName}` }), variant: 'success' });
        reset();
      },
      onError: (error) => setError('email', { message: localMessage(serverMessageOr(error, t('shareFailed'))) }),
    }),
  );

  function handleRemove(grant: AccessGrant) {
    remove.mutate(grant.id, {
      onSuccess: () => toast({ title: t('noLongerShared'), description: grant.user.email, variant: 'success' }),
      onError: () => toast({ title: t('stopSharingFailed'), variant: 'destructive' }),
    });
  }

  const list = grants.data?.grants ?? [];
  return (
    <RegionCard
      id="accounts"
      title={t('accountsTitle')}
      description={t('accountsIntro')}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
        <EmailField control={control} name="email" id="grant-email" label={t('theirEmail')} placeholder={t('theirEmailPlaceholder')} />
        <SubmitButton isPending={create.isPending} className="sm:mt-6">
          {t('share')}
        </SubmitButton>
      </form>
      {list.length > 0 ? (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('accountsTitle')}>
          {list.map((grant) => (
            <li key={grant.id} className="flex items-center justify-between gap-3 p-3">
              <p className="flex min-w-0 items-start gap-2">
                <UserRound className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden />
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900 wrap-anywhere">{`${grant.user.firstName} ${grant.user.lastName}`}</span>
                  <span className="block text-sm text-muted-foreground wrap-anywhere">{grant.user.email}</span>
                </span>
              </p>
              <Button variant="outline" size="sm" className="shrink-0" onClick={() => handleRemove(grant)} disabled={remove.isPending} aria-label={t('stopSharingWith', { email: grant.user.email })}>
                {t('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </RegionCard>
  );
}
