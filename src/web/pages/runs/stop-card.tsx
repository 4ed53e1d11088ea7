import { ArrowDown, ArrowUp, Check, Navigation, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCESS_DETAIL_FIELDS, ACCESS_DETAIL_LABEL_KEYS } from '../../../domain/access-details/access-details';
import type { StopState } from '../../../domain/runs/runs';
import type { RunStop } from '../../../domain/runs/schemas';
import { streetLine } from '../../../domain/zarcode/code-place';
import { googleMapsDirectionsUrl, wazeUrl } from '../../../domain/zarcode/share-links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';

export interface StopActions {
  onMark: (zarcode: string, state: StopState) => void;
  onMove: (index: number, by: -1 | 1) => void;
}

/**
 * One stop of a run: its code (linked to its page), title when the courier may see it, address and
 * access details; Navigate with Google Maps or Waze; Done and Failed with their time, and Up and Down to
 * move it. Without `actions` (a colleague's read-only link) it only shows.
 */
export function StopCard({ stop, index, count, actions }: { stop: RunStop; index: number; count: number; actions: StopActions | null }) {
  const { t } = useTranslation('runs');
  const locale = useLanguageTag();
  const street = streetLine(stop);
  const isFinished = stop.state !== 'pending';
  // An action's name says which stop it is for: a screen reader lists every stop's Done as one list.
  const forThisStop = (action: string) => t('stopAction', { action, code: stop.zarcode });
  const details = stop.access ? ACCESS_DETAIL_FIELDS.filter((field) => stop.access!.details[field]) : [];
  return (
    <Card className={cn('space-y-3 p-4', isFinished && 'bg-muted/60')}>
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
            stop.state === 'done' ? 'bg-emerald-700 text-white' : stop.state === 'failed' ? 'bg-red-700 text-white' : 'bg-brand-100 text-brand-800',
          )}
          aria-hidden
        >
          {stop.state === 'done' ? <Check className="size-4" /> : stop.state === 'failed' ? <X className="size-4" /> : index + 1}
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="break-words font-semibold text-slate-900">
            <Link to={paths.code(stop.zarcode)} className="font-mono text-primary hover:underline">
              {stop.zarcode}
            </Link>
            {stop.title ? <span className="ml-2">{stop.title}</span> : stop.privacy === 'private' ? <span className="ml-2 text-sm font-normal text-muted-foreground">{t('privateCode')}</span> : null}
          </h2>
          <p className="break-words text-sm text-muted-foreground">{street || stop.city}</p>
          {isFinished ? (
            <p className={cn('mt-1 text-sm font-medium', stop.state === 'done' ? 'text-emerald-800' : 'text-red-800')}>
              {t(stop.state === 'done' ? 'doneAt' : 'failedAt', { time: stop.stateAt ? formatDateTime(stop.stateAt, locale) : '' })}
            </p>
          ) : null}
        </div>
      </div>
      {details.length > 0 ? (
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-x-3 gap-y-1 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
          {details.map((field) => (
            <div key={field} className="contents">
              <dt className="wrap-anywhere font-medium text-slate-700">{t(ACCESS_DETAIL_LABEL_KEYS[field])}</dt>
              <dd className="whitespace-pre-line wrap-anywhere text-slate-900">{stop.access!.details[field]}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {stop.isAccessLinkDead ? <p className="text-sm text-amber-800">{t('accessLinkDead')}</p> : null}
      <div className="flex flex-wrap gap-2">
        {[
          { app: t('googleMaps'), href: googleMapsDirectionsUrl(stop) },
          { app: t('waze'), href: wazeUrl(stop) },
        ].map(({ app, href }) => (
          <Button key={app} asChild size="sm" variant="outline">
            <a href={href} target="_blank" rel="noreferrer" aria-label={forThisStop(app)}>
              <Navigation aria-hidden />
              {app}
            </a>
          </Button>
        ))}
      </div>
      {actions ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
          {isFinished ? (
            <Button size="sm" variant="ghost" onClick={() => actions.onMark(stop.zarcode, 'pending')} aria-label={forThisStop(t('undo'))}>
              <Undo2 aria-hidden />
              {t('undo')}
            </Button>
          ) : (
            <>
              <Button size="sm" onClick={() => actions.onMark(stop.zarcode, 'done')} aria-label={forThisStop(t('done'))}>
                <Check aria-hidden />
                {t('done')}
              </Button>
              <Button size="sm" variant="outline" onClick={() => actions.onMark(stop.zarcode, 'failed')} aria-label={forThisStop(t('failed'))}>
                <X aria-hidden />
                {t('failed')}
              </Button>
            </>
          )}
          <span className="ml-auto flex gap-1">
            <Button size="icon" variant="ghost" disabled={index === 0} onClick={() => actions.onMove(index, -1)} aria-label={t('moveUp', { code: stop.zarcode })}>
              <ArrowUp aria-hidden />
            </Button>
            <Button size="icon" variant="ghost" disabled={index === count - 1} onClick={() => actions.onMove(index, 1)} aria-label={t('moveDown', { code: stop.zarcode })}>
              <ArrowDown aria-hidden />
            </Button>
          </span>
        </div>
      ) : null}
    </Card>
  );
}
