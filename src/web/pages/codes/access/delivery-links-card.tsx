import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DELIVERY_LINK_DAYS_DEFAULT, deliveryShareText } from '../../../../domain/access-details/access-details';
import { createDeliveryLinkBodySchema, type CreateDeliveryLinkReply, type DeliveryLink } from '../../../../domain/access-details/schemas';
import { serverMessageOr } from '../../../api/client';
import { useCreateDeliveryLinkMutation, useDeliveryLinksQuery, useReplaceDeliveryLinkMutation, useRevokeDeliveryLinkMutation } from '../../../api/access-details';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-fields';
import { LinkLifetimeField } from '../../../components/share/link-lifetime-field';
import { SendLinkDialog } from '../../../components/share/send-link-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RegionCard } from '../../../components/region-card';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { formatDateTime } from '../../../lib/format';
import { localMessage, useLanguageTag } from '../../../lib/i18n';

const DAYS = [1, 2, 7, 14, 30, 90];
/** Each state's badge: its word in the access catalogue, and its colour. */
const STATUS_BADGE: Record<DeliveryLink['status'], { text: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  active: { text: 'active', variant: 'default' },
  expired: { text: 'expired', variant: 'secondary' },
  revoked: { text: 'revoked', variant: 'destructive' },
};

const linkFormSchema = createDeliveryLinkBodySchema.pick({ recipientName: true }).extend({ expiresInDays: z.string() });
type LinkFormInput = z.input<typeof linkFormSchema>;
type LinkFormValues = z.output<typeof linkFormSchema>;

/**
 * Delivery links: one per recipient, revocable, expiring; the new link is shown once to send on, and a
 * lost one is replaced by a new one for the same person (the one sent stops working).
 */
export function DeliveryLinksCard({ code }: { code: string }) {
  const { t } = useTranslation('access');
  const locale = useLanguageTag();
  const links = useDeliveryLinksQuery(code);
  const create = useCreateDeliveryLinkMutation(code);
  const revoke = useRevokeDeliveryLinkMutation(code);
  const replace = useReplaceDeliveryLinkMutation(code);
  // The link to send, shown once: a new one, or one that replaced a lost link.
  const [created, setCreated] = useState<{ reply: CreateDeliveryLinkReply; isReplacement: boolean } | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<LinkFormInput, unknown, LinkFormValues>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: { recipientName: '', expiresInDays: String(DELIVERY_LINK_DAYS_DEFAULT) },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { recipientName: values.recipientName, expiresInDays: Number(values.expiresInDays) },
      {
        onSuccess: (reply) => {
          setCreated({ reply, isReplacement: false });
          reset();
        },
        onError: (error) => setError('root.server', { message: localMessage(serverMessageOr(error, t('makeLinkFailed'))) }),
      },
    ),
  );

  function handleRevoke(link: DeliveryLink) {
    revoke.mutate(link.id, {
      onSuccess: () => toast({ title: t('linkRevoked'), description: t('linkRevokedText', { name: link.recipientName }), variant: 'success' }),
      onError: () => toast({ title: t('revokeFailed'), variant: 'destructive' }),
    });
  }

  function handleReplace(link: DeliveryLink) {
    replace.mutate(link.id, {
      onSuccess: (reply) => setCreated({ reply, isReplacement: true }),
      onError: (error) => toastFailure(t('newLinkFailed'), error, t('myCodes:tryAgain')),
    });
  }

  const list = links.data?.links ?? [];
  return (
    <RegionCard
      id="links"
      title={t('linksTitle')}
      description={t('linksIntro')}
      contentClassName="grid grid-cols-1 gap-4"
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <TextField control={control} name="recipientName" id="link-recipient" label={t('recipient')} placeholder={t('recipientPlaceholder')} />
        <LinkLifetimeField control={control} name="expiresInDays" id="link-days" label={t('worksFor')} className="sm:w-32" choices={DAYS} unit="day" />
        <SubmitButton isPending={create.isPending}>{t('makeLink')}</SubmitButton>
        <FormError message={formState.errors.root?.server?.message} className="sm:col-span-3" />
      </form>
      {list.length > 0 ? (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('linksTitle')}>
          {list.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Link2 className="size-4 shrink-0 text-brand-700" aria-hidden />
                  <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{link.recipientName}</span>
                  <Badge variant={STATUS_BADGE[link.status].variant}>{t(STATUS_BADGE[link.status].text)}</Badge>
                </p>
                <p className="text-xs text-muted-foreground">{`${t('made', { date: formatDateTime(link.createdAt, locale) })} · ${link.status === 'revoked' ? t('revokedOn', { date: formatDateTime(link.revokedAt!, locale) }) : t('until', { date: formatDateTime(link.expiresAt, locale) })}`}</p>
              </div>
              {link.status === 'active' ? (
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => handleReplace(link)} disabled={replace.isPending} aria-label={t('newLinkFor', { name: link.recipientName })}>
                    {t('newLink')}
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => handleRevoke(link)} disabled={revoke.isPending} aria-label={t('revokeFor', { name: link.recipientName })}>
                    {t('revoke')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {list.some((link) => link.status === 'active') ? (
        <p className="text-xs text-muted-foreground">{t('lostLink')}</p>
      ) : null}
      <SendLinkDialog
        url={created?.reply.url ?? null}
        text={created ? deliveryShareText(code, created.reply.url) : ''}
        title={created ? t(created.isReplacement ? 'newLinkFor' : 'linkFor', { name: created.reply.link.recipientName }) : t('app:link')}
        description={created?.isReplacement ? `${t('sentBeforeStopped')} ${t('shownOnce')}` : t('shownOnce')}
        onClose={() => setCreated(null)}
      />
    </RegionCard>
  );
}
