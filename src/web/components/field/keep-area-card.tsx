import { Download, RefreshCw, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { OfflineAreaKind } from '../../../domain/field/schemas';
import { fetchOfflineArea } from '../../api/field';
import { formatDateTime } from '../../lib/format';
import { areaId, findKeptArea, keepArea, keptAreaOf, removeKeptArea, type KeptArea } from '../../lib/offline-areas';
import { Button } from '../ui/button';

/**
 * "Keep this area on my phone": a town's (from its search result) or a creator's public codes kept in
 * IndexedDB, so that the offline page searches them and opens their pages with no connection. Says
 * when it was saved; refreshes and removes on request. Map tiles are left to the maps apps.
 */
export function KeepAreaCard({ kind, areaKey, name, className }: { kind: OfflineAreaKind; areaKey: string; name: string; className?: string }) {
  const { t } = useTranslation('field');
  const id = areaId(kind, areaKey);
  const [kept, setKept] = React.useState<KeptArea | null>(null);
  const [state, setState] = React.useState<'idle' | 'saving' | 'failed'>('idle');

  React.useEffect(() => {
    void findKeptArea(id).then(setKept);
  }, [id]);

  async function handleKeep() {
    setState('saving');
    try {
      const area = keptAreaOf(await fetchOfflineArea(kind, areaKey));
      await keepArea(area);
      setKept(area);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  async function handleRemove() {
    await removeKeptArea(id);
    setKept(null);
  }

  const isSaving = state === 'saving';
  return (
    <section aria-labelledby={`${id}-keep`} className={className ? `rounded-xl border border-border bg-card p-4 sm:p-5 ${className}` : 'rounded-xl border border-border bg-card p-4 sm:p-5'}>
      <h2 id={`${id}-keep`} className="text-base font-semibold text-slate-900">
        {t('keepTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('keepHint', { name })}</p>
      <div role="status" className="mt-3 text-sm">
        {kept ? (
          <p className="font-medium text-slate-900">
            {t('keptOn', { date: formatDateTime(kept.savedAt), number: kept.codes.length })}
            {kept.isComplete ? null : ` ${t('notComplete', { number: kept.codes.length })}`}
          </p>
        ) : null}
        {state === 'failed' ? <p className="text-destructive">{t('keepFailed')}</p> : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {kept ? (
          <>
            <Button type="button" variant="outline" onClick={() => void handleKeep()} disabled={isSaving}>
              <RefreshCw aria-hidden />
              {isSaving ? t('keeping') : t('refresh')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => void handleRemove()} disabled={isSaving}>
              <Trash2 aria-hidden />
              {t('remove')}
            </Button>
          </>
        ) : (
          <Button type="button" onClick={() => void handleKeep()} disabled={isSaving} className="w-full sm:w-auto">
            <Download aria-hidden />
            {isSaving ? t('keeping') : t('keep')}
          </Button>
        )}
      </div>
    </section>
  );
}
