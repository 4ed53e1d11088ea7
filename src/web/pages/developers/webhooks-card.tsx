import { ChevronDown, Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Webhook } from '../../../domain/webhooks/schemas';
import { useDeleteWebhookMutation, useRotateWebhookSecretMutation, useWebhooksQuery } from '../../api/webhooks';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { toastFailure } from '../../components/toast-failure';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { formatDateTime } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { CreateWebhookDialog } from './create-webhook-dialog';
import { WebhookDeliveries } from './webhook-deliveries';
import { eventLabelKey } from './webhook-events';
import { WebhookSecret } from './webhook-secret';

/** The caller's webhooks: add one, see what was sent and what came back, send again, replace a secret, delete. */
export function WebhooksCard() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooksQuery();
  const [isCreating, setIsCreating] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [rotating, setRotating] = useState<Webhook | null>(null);
  const list = webhooks.data?.webhooks ?? [];

  return (
    <Card role="region" aria-labelledby="webhooks-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id="webhooks-title" className="text-lg">
            {t('title')}
          </CardTitle>
          <CardDescription>{t('intro')}</CardDescription>
        </div>
        <Button onClick={() => setIsCreating(true)} className="shrink-0">
          <Plus aria-hidden />
          {t('newWebhook')}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {webhooks.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : webhooks.isError ? (
          <p className="text-sm text-destructive">{t('listFailed')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('yourWebhooks')}>
            {list.map((webhook) => (
              <WebhookItem key={webhook.id} webhook={webhook} onDelete={() => setDeleting(webhook)} onRotate={() => setRotating(webhook)} />
            ))}
          </ul>
        )}
        <p className="text-xs text-muted-foreground">{t('retryNote')}</p>
      </CardContent>
      <CreateWebhookDialog open={isCreating} onClose={() => setIsCreating(false)} />
      <DeleteWebhookDialog webhook={deleting} onClose={() => setDeleting(null)} />
      <RotateSecretDialog webhook={rotating} onClose={() => setRotating(null)} />
    </Card>
  );
}

function WebhookItem({ webhook, onDelete, onRotate }: { webhook: Webhook; onDelete: () => void; onRotate: () => void }) {
  const { t } = useTranslation('webhooks');
  const locale = useLanguageTag();
  const [isShowingDeliveries, setIsShowingDeliveries] = useState(false);
  const deliveriesId = `webhook-deliveries-${webhook.id}`;
  return (
    <li className="space-y-3 p-3">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 space-y-1.5">
          <p className="flex items-start gap-2">
            <WebhookIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
            <span className="break-all font-semibold text-slate-900">{webhook.url}</span>
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('eventsOf', { url: webhook.url })}>
            {webhook.events.map((type) => (
              <li key={type}>
                <Badge variant="secondary" title={t(eventLabelKey(type))}>
                  {type}
                </Badge>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {`${t('developers:createdOn', { date: formatDateTime(webhook.createdAt, locale) })} · ${t('secretHint', { hint: webhook.secretHint })}`}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={isShowingDeliveries}
            aria-controls={deliveriesId}
            aria-label={t('deliveriesTo', { url: webhook.url })}
            onClick={() => setIsShowingDeliveries((shown) => !shown)}
          >
            {t('deliveries')}
            <ChevronDown aria-hidden className={cn('transition-transform', isShowingDeliveries && 'rotate-180')} />
          </Button>
          <Button variant="outline" size="sm" onClick={onRotate} aria-label={t('newSecretFor', { url: webhook.url })}>
            {t('newSecret')}
          </Button>
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={t('deleteNamed', { url: webhook.url })}>
            {t('delete')}
          </Button>
        </div>
      </div>
      {isShowingDeliveries ? <WebhookDeliveries id={deliveriesId} webhookId={webhook.id} url={webhook.url} /> : null}
    </li>
  );
}

function DeleteWebhookDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const remove = useDeleteWebhookMutation();
  function handleDelete() {
    if (!webhook) return;
    remove.mutate(webhook.id, {
      onSuccess: () => toast({ title: t('deleted'), description: t('deletedText', { url: webhook.url }), variant: 'success' }),
      onError: (error) => toastFailure(t('deleteFailed'), error, t('deleteFailed')),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={webhook !== null}
      title={t('deleteTitle')}
      description={t('deleteText', { url: webhook?.url ?? '' })}
      confirmLabel={t('deleteWebhook')}
      isPending={remove.isPending}
      onConfirm={handleDelete}
      onCancel={onClose}
    />
  );
}

/** Asks, replaces the secret, then shows the new one this once. */
function RotateSecretDialog({ webhook, onClose }: { webhook: Webhook | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const rotate = useRotateWebhookSecretMutation();
  const [secret, setSecret] = useState<string | null>(null);
  function handleRotate() {
    if (!webhook) return;
    rotate.mutate(webhook.id, {
      onSuccess: (reply) => setSecret(reply.secret),
      onError: (error) => {
        toastFailure(t('rotateFailed'), error, t('rotateFailed'));
        onClose();
      },
    });
  }
  function handleDone() {
    setSecret(null);
    onClose();
  }
  if (secret) {
    return (
      <Dialog open onOpenChange={(next) => (next ? undefined : handleDone())}>
        <DialogContent>
          <WebhookSecret secret={secret} onDone={handleDone} />
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open={webhook !== null}
      title={t('rotateTitle')}
      description={t('rotateText', { url: webhook?.url ?? '' })}
      confirmLabel={t('replaceSecret')}
      tone="default"
      isPending={rotate.isPending}
      onConfirm={handleRotate}
      onCancel={onClose}
    />
  );
}
