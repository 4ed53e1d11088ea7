import { Download, FileArchive } from 'lucide-react';
import * as React from 'react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_NOTICE_VERSION, type ConsentChoice } from '../../../../domain/privacy/privacy';
import type { DataExportReply } from '../../../../domain/privacy/schemas';
import { serverMessageOr } from '../../../api/client';
import { downloadDataExport, useConsentQuery, useDataExportQuery, useRecordConsentMutation, useStartDataExportMutation } from '../../../api/privacy';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { analytics } from '../../../lib/analytics';
import { downloadBlob } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { localMessage, useLanguageTag } from '../../../lib/i18n';

/** "1.4 MB", "820 kB": an export's size in the reader's language. */
function formatSize(bytes: number, locale: string): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'megabyte'] : [Math.max(1, bytes / 1000), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * Your data: a copy of everything held about the person (a ZIP made in the background, its progress
 * shown, kept 24 hours, once a day), and, where analytics is on, their recorded answer to its notice.
 */
export function YourDataCard() {
  const { t } = useTranslation('privacy');
  const state = useDataExportQuery();
  const start = useStartDataExportMutation();
  const [received, setReceived] = React.useState<number | null | undefined>(undefined);
  const locale = useLanguageTag();
  const isDownloading = received !== undefined;

  function handleStart() {
    start.mutate(undefined, {
      onError: (error) => toast({ title: t('startFailed'), description: localMessage(serverMessageOr(error, t('startFailed'))), variant: 'destructive' }),
    });
  }

  async function handleDownload(url: string) {
    setReceived(null);
    try {
      const { blob, fileName } = await downloadDataExport(url, setReceived);
      downloadBlob(blob, fileName ?? 'zarcode-data.zip');
    } catch (error) {
      toast({ title: t('downloadFailed'), description: localMessage(serverMessageOr(error, t('downloadFailed'))), variant: 'destructive' });
      void state.refetch();
    } finally {
      setReceived(undefined);
    }
  }

  const reply = state.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('yourData')}</CardTitle>
        <CardDescription>{t('yourDataIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {state.isError ? <p className="text-sm text-destructive">{t('loadFailed')}</p> : null}
        {!reply ? (
          state.isError ? null : <Skeleton className="h-10 w-48" />
        ) : (
          <ExportState
            reply={reply}
            locale={locale}
            isStarting={start.isPending}
            received={received}
            isDownloading={isDownloading}
            onStart={handleStart}
            onDownload={(url) => void handleDownload(url)}
          />
        )}
        <AnalyticsChoice />
      </CardContent>
    </Card>
  );
}

function ExportState({
  reply,
  locale,
  isStarting,
  received,
  isDownloading,
  onStart,
  onDownload,
}: {
  reply: DataExportReply;
  locale: string;
  isStarting: boolean;
  received: number | null | undefined;
  isDownloading: boolean;
  onStart: () => void;
  onDownload: (url: string) => void;
}) {
  const { t } = useTranslation('privacy');
  const isBuilding = reply.status === 'queued' || reply.status === 'running';
  const canStart = !isBuilding && reply.status !== 'ready' && reply.nextExportAt === null;

  if (isBuilding) {
    return (
      <div className="grid gap-2" aria-live="polite">
        <Progress value={reply.status === 'queued' ? null : reply.progress} label={t('progressLabel')} />
        <p className="text-sm text-slate-700">{reply.status === 'queued' ? t('queued') : t('preparing', { percent: reply.progress })}</p>
        <p className="text-xs text-muted-foreground">{t('leavePage')}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      {reply.status === 'ready' && reply.url ? (
        <>
          <p className="text-sm text-slate-700">
            {t('readyText', { size: formatSize(reply.sizeBytes ?? 0, locale), date: formatDateTime(reply.expiresAt ?? '', locale) })}
          </p>
          {isDownloading ? <Progress value={received == null ? null : Math.round(received * 100)} label={t('downloading')} /> : null}
          <Button className="justify-self-start" onClick={() => onDownload(reply.url!)} disabled={isDownloading}>
            {isDownloading ? <Spinner /> : <Download aria-hidden />}
            {isDownloading ? t('downloading') : t('download')}
          </Button>
        </>
      ) : null}
      {reply.status === 'expired' ? <p className="text-sm text-muted-foreground">{t('expired')}</p> : null}
      {reply.status === 'failed' ? <p className="text-sm text-destructive">{t('failed')}</p> : null}
      {reply.nextExportAt ? (
        <p className="text-xs text-muted-foreground">{t('nextExport', { date: formatDateTime(reply.nextExportAt, locale) })}</p>
      ) : null}
      {reply.status !== 'ready' ? (
        <Button variant="outline" className="justify-self-start" onClick={onStart} disabled={!canStart || isStarting}>
          {isStarting ? <Spinner /> : <FileArchive aria-hidden />}
          {t('prepare')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The person's answer to the analytics notice, as recorded with their account (else as this browser
 * keeps it), and the other answer to change it to. Shown only where analytics is switched on.
 */
function AnalyticsChoice() {
  const { t } = useTranslation('privacy');
  const locale = useLanguageTag();
  const { isOn, consent } = useSyncExternalStore(analytics.subscribe, analytics.getState, analytics.getState);
  const recorded = useConsentQuery(isOn);
  const record = useRecordConsentMutation();
  if (!isOn) return null;
  const answer = recorded.data?.analytics;
  const choice: ConsentChoice | null = answer?.choice ?? consent;
  const other: ConsentChoice = choice === 'accepted' ? 'declined' : 'accepted';

  function handleChange() {
    record.mutate(
      { analytics: other, noticeVersion: ANALYTICS_NOTICE_VERSION },
      {
        onSuccess: () => {
          analytics.setConsent(other);
          toast({ title: t('analyticsSaved'), description: t('analyticsSavedText'), variant: 'success' });
        },
        onError: (error) => toast({ title: t('analyticsFailed'), description: localMessage(serverMessageOr(error, t('analyticsFailed'))), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      <p className="text-sm text-slate-700">
        {answer
          ? t(answer.choice === 'accepted' ? 'analyticsAccepted' : 'analyticsDeclined', { date: formatDateTime(answer.recordedAt, locale) })
          : consent
            ? t(consent === 'accepted' ? 'analyticsOnHere' : 'analyticsOffHere')
            : t('analyticsNone')}
      </p>
      <Button variant="outline" size="sm" onClick={handleChange} disabled={record.isPending}>
        {other === 'accepted' ? t('allowAnalytics') : t('stopAnalytics')}
      </Button>
    </div>
  );
}
