import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../../../domain/webhooks/schemas';
import { useResendWebhookDeliveryMutation, useWebhookDeliveriesQuery } from '../../api/webhooks';
import { toastFailure } from '../../components/toast-failure';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { formatDateTime } from '../../lib/format';
import { localMessage, useLanguageTag } from '../../lib/i18n';

/** An endpoint's latest deliveries: each event, its state, every try with the receiver's answer, and Send again. */
export function WebhookDeliveries({ id, webhookId, url }: { id: string; webhookId: string; url: string }) {
  const { t } = useTranslation('webhooks');
  const deliveries = useWebhookDeliveriesQuery(webhookId);
  const list = deliveries.data?.deliveries ?? [];
  return (
    <div id={id} className="rounded-md bg-muted/40 p-3">
      {deliveries.isPending ? (
        <Skeleton className="h-12 w-full" />
      ) : deliveries.isError ? (
        <p className="text-sm text-destructive">{t('deliveriesFailed')}</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('noDeliveries')}</p>
      ) : (
        <ul className="divide-y divide-border" aria-label={t('deliveriesTo', { url })}>
          {list.map((delivery) => (
            <DeliveryItem key={delivery.id} delivery={delivery} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryItem({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  const locale = useLanguageTag();
  const resend = useResendWebhookDeliveryMutation();
  const sentAt = formatDateTime(delivery.createdAt, locale);

  function handleResend() {
    resend.mutate(delivery.id, {
      onSuccess: () => toast({ title: t('resent'), description: t('resentText'), variant: 'success' }),
      onError: (error) => toastFailure(t('resendFailed'), error, t('resendFailed')),
    });
  }

  return (
    <li className="flex flex-col gap-2 py-2 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-background px-1.5 py-0.5 text-xs">{delivery.eventType}</code>
          <StatusBadge delivery={delivery} />
          {delivery.isResend ? <Badge variant="outline">{t('sentAgain')}</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {`${sentAt} · ${t('tries', { count: delivery.attempts.length })}`}
          {delivery.nextAttemptAt ? ` · ${t('nextTry', { date: formatDateTime(delivery.nextAttemptAt, locale) })}` : ''}
        </p>
        {delivery.attempts.length > 0 ? (
          <ol className="space-y-0.5 text-xs text-muted-foreground" aria-label={t('triesOf', { event: delivery.eventType, date: sentAt })}>
            {delivery.attempts.map((attempt) => (
              <li key={attempt.attemptedAt} className="break-words">
                {`${formatDateTime(attempt.attemptedAt, locale)}: `}
                {attempt.responseStatus === null ? t('noAnswer') : t('answered', { status: attempt.responseStatus })}
                {attempt.error ? ` (${localMessage(attempt.error)})` : ''}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      {delivery.status === 'pending' ? null : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 self-start"
          disabled={resend.isPending}
          onClick={handleResend}
          aria-label={t('sendAgainNamed', { event: delivery.eventType, date: sentAt })}
        >
          {t('sendAgain')}
        </Button>
      )}
    </li>
  );
}

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  switch (delivery.status) {
    case 'delivered':
      return <Badge className="bg-brand-100 text-brand-900">{t('statusDelivered')}</Badge>;
    case 'failed':
      return <Badge variant="destructive">{t('statusFailed')}</Badge>;
    default:
      return <Badge variant="gold">{delivery.attempts.length === 0 ? t('statusSending') : t('statusRetrying')}</Badge>;
  }
}
