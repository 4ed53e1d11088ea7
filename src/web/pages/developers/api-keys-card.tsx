import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKey } from '../../../domain/developers/schemas';
import { useApiKeysQuery, useRevokeApiKeyMutation } from '../../api/developers';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { formatDateTime } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { CreateKeyDialog } from './create-key-dialog';
import { toastFailure } from '../../components/toast-failure';

/** The caller's API keys: make one, see when each was last used, revoke one. */
export function ApiKeysCard() {
  const { t } = useTranslation('developers');
  const locale = useLanguageTag();
  const keys = useApiKeysQuery();
  const [isCreating, setIsCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const list = keys.data?.apiKeys ?? [];

  return (
    <Card role="region" aria-labelledby="api-keys-title">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id="api-keys-title" className="text-lg">
            {t('apiKeys')}
          </CardTitle>
          <CardDescription>{t('apiKeysIntro')}</CardDescription>
        </div>
        <Button onClick={() => setIsCreating(true)} className="shrink-0">
          <Plus aria-hidden />
          {t('newKey')}
        </Button>
      </CardHeader>
      <CardContent>
        {keys.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : keys.isError ? (
          <p className="text-sm text-destructive">{t('keysFailed')}</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('noKeys')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('yourKeys')}>
            {list.map((key) => (
              <li key={key.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <KeyRound className="size-4 text-brand-700" aria-hidden />
                    <span className="font-semibold text-slate-900">{key.name}</span>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{`${key.hint}…`}</code>
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="secondary">
                        {scope}
                      </Badge>
                    ))}
                    {key.revokedAt ? <Badge variant="destructive">{t('access:revoked')}</Badge> : null}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {`${t('createdOn', { date: formatDateTime(key.createdAt, locale) })} · ${key.lastUsedAt ? t('lastUsed', { date: formatDateTime(key.lastUsedAt, locale) }) : t('neverUsed')}`}
                    {key.revokedAt ? ` · ${t('access:revokedOn', { date: formatDateTime(key.revokedAt, locale) })}` : ''}
                  </p>
                </div>
                {key.revokedAt ? null : (
                  <Button variant="outline" size="sm" onClick={() => setRevoking(key)} aria-label={t('revokeNamed', { name: key.name })}>
                    {t('access:revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CreateKeyDialog open={isCreating} onClose={() => setIsCreating(false)} />
      <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation('developers');
  const revoke = useRevokeApiKeyMutation();
  function handleRevoke() {
    if (!apiKey) return;
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast({ title: t('keyRevoked'), description: t('keyRevokedText', { name: apiKey.name }), variant: 'success' }),
      onError: (error) => toastFailure(t('access:revokeFailed'), error, t('revokeFailedText')),
      onSettled: onClose,
    });
  }
  return (
    <ConfirmDialog
      open={apiKey !== null}
      title={t('revokeTitle', { name: apiKey?.name ?? '' })}
      description={t('revokeText')}
      confirmLabel={t('revokeKey')}
      isPending={revoke.isPending}
      onConfirm={handleRevoke}
      onCancel={onClose}
    />
  );
}
