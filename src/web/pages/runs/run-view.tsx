import { useTranslation } from 'react-i18next';
import { distanceLeftMeters, runProgress } from '../../../domain/runs/runs';
import type { RunStop } from '../../../domain/runs/schemas';
import type { LatLng } from '../../../domain/geo/distance';
import { Progress } from '../../components/ui/progress';
import { formatDate, formatDistance } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { StopCard, type StopActions } from './stop-card';

/** A run's name, or its date when the courier gave none. */
export function useRunTitle(): (run: { name: string | null; createdAt: string }) => string {
  const { t } = useTranslation('runs');
  const locale = useLanguageTag();
  return (run) => run.name ?? t('untitled', { date: formatDate(run.createdAt, locale) });
}

/** How far a run has come ("12 of 40 done") and the distance left, from the phone's position when known. */
export function RunProgress({ stops, position }: { stops: readonly RunStop[]; position: LatLng | null }) {
  const { t } = useTranslation('runs');
  const locale = useLanguageTag();
  const progress = runProgress(stops);
  const finished = progress.done + progress.failed;
  return (
    <div className="space-y-2" role="status">
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="text-lg font-semibold text-slate-900">{t('progress', { done: progress.done, total: progress.total })}</span>
        {progress.failed > 0 ? <span className="text-sm text-red-800">{t('failedCount', { count: progress.failed })}</span> : null}
        <span className="text-sm text-muted-foreground">{t('distanceLeft', { distance: formatDistance(distanceLeftMeters(position, stops), locale) })}</span>
      </p>
      <Progress value={finished} max={Math.max(1, progress.total)} label={t('progressLabel')} />
    </div>
  );
}

/** The stops in order, each with its actions when the run may be worked here. */
export function StopList({ stops, actions }: { stops: readonly RunStop[]; actions: StopActions | null }) {
  const { t } = useTranslation('runs');
  return (
    <ol className="space-y-3" aria-label={t('stops')}>
      {stops.map((stop, index) => (
        <li key={stop.zarcode}>
          <StopCard stop={stop} index={index} count={stops.length} actions={actions} />
        </li>
      ))}
    </ol>
  );
}
