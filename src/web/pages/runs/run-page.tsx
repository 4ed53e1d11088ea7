import { CloudOff, Crosshair, Loader2, Share2, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { LatLng } from '../../../domain/geo/distance';
import { orderStops } from '../../../domain/runs/order';
import type { StopState } from '../../../domain/runs/runs';
import { deleteRun, getRun, shareRun, stopSharingRun } from '../../api/runs';
import { BackLink } from '../../components/back-link';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { toastFailure } from '../../components/toast-failure';
import { writeClipboard } from '../../lib/clipboard';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { deletePhoneRun, getPhoneRun, hasUnsent, keepServerRun, markShared, markStop, onRunChange, reorderStops, type PhoneRun } from '../../lib/run-store';
import { sendUnsent, sendWhenOnline } from '../../lib/run-sync';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { RunProgress, StopList, useRunTitle } from './run-view';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; run: PhoneRun };

/**
 * A run kept on this phone, read from there, so that it opens and works with no signal. A signed-in
 * courier's run that is not on this phone yet is fetched once (with the access details of its stops)
 * and kept. Every mark and move is kept on the phone first, then sent when there is signal.
 */
function usePhoneRun(id: string, canFetch: boolean): Loaded {
  const [loaded, setLoaded] = React.useState<Loaded>({ status: 'loading' });
  React.useEffect(() => {
    let isCurrent = true;
    const load = async () => {
      const kept = await getPhoneRun(id);
      if (kept || !canFetch || !navigator.onLine) return kept;
      return getRun(id)
        .then((run) => keepServerRun(run, 'account'))
        .catch(() => null);
    };
    const show = () =>
      void load().then((run) => {
        if (isCurrent) setLoaded(run ? { status: 'ready', run } : { status: 'missing' });
      });
    show();
    const stop = onRunChange((changed) => {
      if (changed === id) show();
    });
    return () => {
      isCurrent = false;
      stop();
    };
  }, [id, canFetch]);
  return loaded;
}

/** The phone's position, asked for once the courier wants the run ordered (and then kept up to date). */
function askPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) return reject(new Error('no geolocation'));
    navigator.geolocation.getCurrentPosition(
      (found) => resolve({ latitude: found.coords.latitude, longitude: found.coords.longitude }),
      reject,
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}

export function RunPage() {
  const { t } = useTranslation('runs');
  const { id = '' } = useParams();
  const { isAuthenticated } = useSession();
  const loaded = usePhoneRun(id, isAuthenticated);
  const navigate = useNavigate();
  const titleOf = useRunTitle();
  const run = loaded.status === 'ready' ? loaded.run : null;
  usePageTitle(run ? titleOf(run) : t('title'));
  const [position, setPosition] = React.useState<LatLng | null>(null);
  const [isLocating, setIsLocating] = React.useState(false);
  const [isDeleting, setIsDeleting] = React.useState(false);
  const [isOnline, setIsOnline] = React.useState(() => navigator.onLine);
  const [sharedUrl, setSharedUrl] = React.useState<string | null>(null);

  React.useEffect(() => {
    const update = () => setIsOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    void sendUnsent(id);
    const stop = sendWhenOnline(id);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      stop();
    };
  }, [id]);

  if (loaded.status === 'loading') return <div className="mx-auto max-w-3xl px-4 py-6" aria-busy="true" />;
  if (!run) {
    return (
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:px-6">
        <BackLink to={paths.runs()}>{t('backToRuns')}</BackLink>
        <Card className="p-8 text-center">
          <h1 className="text-xl font-semibold text-slate-900">{t('notOnPhone')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('notOnPhoneHint')}</p>
        </Card>
      </div>
    );
  }

  const mark = (zarcode: string, state: StopState) => void markStop(run.id, zarcode, state).then(() => sendUnsent(run.id));
  const move = (index: number, by: -1 | 1) => {
    const codes = run.stops.map((stop) => stop.zarcode);
    const [moved] = codes.splice(index, 1);
    codes.splice(index + by, 0, moved!);
    void reorderStops(run.id, codes).then(() => sendUnsent(run.id));
  };

  async function handleOrder() {
    setIsLocating(true);
    try {
      const here = await askPosition();
      setPosition(here);
      // Stops finished stay where they were, first; those left are ordered from here.
      const finished = run!.stops.filter((stop) => stop.state !== 'pending');
      const left = orderStops(here, run!.stops.filter((stop) => stop.state === 'pending'));
      await reorderStops(run!.id, [...finished, ...left].map((stop) => stop.zarcode));
      toast({ title: t('ordered'), variant: 'success' });
      void sendUnsent(run!.id);
    } catch {
      toast({ title: t('noPosition'), variant: 'destructive' });
    } finally {
      setIsLocating(false);
    }
  }

  async function handleShare() {
    try {
      const { url } = await shareRun(run!.id);
      setSharedUrl(url);
      await markShared(run!.id, true);
    } catch (error) {
      toastFailure(t('shareFailed'), error, t('tryAgain'));
    }
  }

  async function handleStopSharing() {
    try {
      await stopSharingRun(run!.id);
      setSharedUrl(null);
      await markShared(run!.id, false);
      toast({ title: t('sharingStopped'), variant: 'success' });
    } catch (error) {
      toastFailure(t('shareFailed'), error, t('tryAgain'));
    }
  }

  async function handleDelete() {
    try {
      if (run!.home === 'account') await deleteRun(run!.id);
      await deletePhoneRun(run!.id);
      navigate(paths.runs(), { replace: true });
    } catch (error) {
      toastFailure(t('deleteFailed'), error, t('tryAgain'));
    }
  }

  const unsentCount = run.unsent.stops.length + (run.unsent.order ? 1 : 0);
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <BackLink to={paths.runs()}>{t('backToRuns')}</BackLink>
      <header className="space-y-1">
        <h1 className="break-words text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{titleOf(run)}</h1>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          {!isOnline ? <CloudOff className="size-4" aria-hidden /> : null}
          {run.home === 'phone' ? t('keptOnPhone') : hasUnsent(run) ? t('unsent', { count: unsentCount }) : t('allSent')}
        </p>
      </header>
      <RunProgress stops={run.stops} position={position} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void handleOrder()} disabled={isLocating}>
          {isLocating ? <Loader2 className="animate-spin" aria-hidden /> : <Crosshair aria-hidden />}
          {t('orderFromHere')}
        </Button>
        {run.home === 'account' ? (
          <Button variant="outline" onClick={() => void handleShare()} disabled={!isOnline}>
            <Share2 aria-hidden />
            {t(run.isShared ? 'shareAgain' : 'share')}
          </Button>
        ) : null}
        {run.home === 'account' && run.isShared ? (
          <Button variant="ghost" onClick={() => void handleStopSharing()} disabled={!isOnline}>
            {t('stopSharing')}
          </Button>
        ) : null}
        <Button variant="outline" tone="danger" onClick={() => setIsDeleting(true)}>
          <Trash2 aria-hidden />
          {t('delete')}
        </Button>
      </div>
      {sharedUrl ? <SharedLink url={sharedUrl} /> : null}
      <StopList stops={run.stops} actions={{ onMark: mark, onMove: move }} />
      <ConfirmDialog
        open={isDeleting}
        title={t('deleteTitle')}
        description={t(run.home === 'account' ? 'deleteTextAccount' : 'deleteText')}
        confirmLabel={t('delete')}
        isPending={false}
        onConfirm={() => void handleDelete()}
        onCancel={() => setIsDeleting(false)}
      />
    </div>
  );
}

/** The read-only link just made for a colleague, shown this once, with a button to copy it. */
function SharedLink({ url }: { url: string }) {
  const { t } = useTranslation('runs');
  return (
    <Card className="space-y-2 p-4">
      <Label htmlFor="run-shared-link">{t('sharedLinkLabel')}</Label>
      <div className="flex gap-2">
        <Input id="run-shared-link" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1" />
        <Button
          variant="outline"
          onClick={() =>
            void writeClipboard(url).then(
              () => toast({ title: t('shareCopied'), variant: 'success' }),
              () => toast({ title: t('copyFailed'), variant: 'destructive' }),
            )
          }
        >
          {t('copy')}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{t('sharedLinkHint')}</p>
    </Card>
  );
}
