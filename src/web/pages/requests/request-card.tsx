import { Hash, Link2, Navigation, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LocationRequest } from '../../../domain/location-requests/schemas';
import { usePublicSettingsQuery } from '../../api/settings';
import { pointOf } from '../../../domain/zarcode/code-place';
import { googleMapsDirectionsUrl, wazeUrl } from '../../../domain/zarcode/share-links';
import { StaticMap } from '../../components/share/static-map';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { paths } from '../../paths';

/** The words of each state and source, in the requests catalogue. */
const STATUS_TEXT: Record<LocationRequest['status'], string> = {
  open: 'statusOpen',
  answered: 'statusAnswered',
  expired: 'statusExpired',
};

const SOURCE_TEXT = {
  device: 'sourceDevice',
  pin: 'sourcePin',
  zarcode: 'sourceCode',
} as const;

/**
 * One request: its note and state; while it waits, a new link in place of a lost one; once answered,
 * the point on a map with the ways to get there.
 */
export function RequestCard(props: {
  request: LocationRequest;
  onDelete: (request: LocationRequest) => void;
  onNewLink: (request: LocationRequest) => void;
  isMakingLink: boolean;
}) {
  const { request, onDelete } = props;
  const { t } = useTranslation('requests');
  const locale = useLanguageTag();
  const settings = usePublicSettingsQuery();
  const { answer } = request;
  const title = request.note ?? t('untitled');
  const asked = t('asked', { date: formatDateTime(request.createdAt, locale) });
  const expiry = formatDateTime(request.expiresAt, locale);
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{title}</h2>
            <Badge variant={request.status === 'answered' ? 'default' : request.status === 'open' ? 'gold' : 'secondary'}>
              {t(STATUS_TEXT[request.status])}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {request.status === 'open'
              ? `${asked} · ${t('worksUntil', { date: expiry })}`
              : request.status === 'expired'
                ? `${asked} · ${t('ended', { date: expiry })}`
                : asked}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onDelete(request)} aria-label={t('deleteNamed', { title })} className="shrink-0">
          <Trash2 aria-hidden />
        </Button>
      </div>
      {request.status === 'open' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button variant="outline" size="sm" className="sm:w-fit" onClick={() => props.onNewLink(request)} disabled={props.isMakingLink}>
            <Link2 aria-hidden />
            {t('newLink')}
          </Button>
          <p className="text-xs text-muted-foreground">{t('lostLink')}</p>
        </div>
      ) : null}
      {answer ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <StaticMap
            latitude={answer.latitude}
            longitude={answer.longitude}
            zoom={16}
            tileUrlTemplate={settings.data?.tileUrl}
            label={t('answerMap', { title })}
            className="h-48 w-full overflow-hidden rounded-md border border-border sm:h-56"
          />
          <div className="grid content-start gap-3">
            <dl className="grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-medium text-slate-500">{t('codePage:gps')}</dt>
                <dd className="font-mono tabular-nums">{pointOf(answer).text}</dd>
              </div>
              {answer.accuracyMeters !== null ? (
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-500">{t('accuracy')}</dt>
                  <dd>{t('withinMetres', { metres: answer.accuracyMeters.toLocaleString(locale) })}</dd>
                </div>
              ) : null}
              <div className="flex gap-2">
                <dt className="font-medium text-slate-500">{t('codePage:plusCode')}</dt>
                <dd className="font-mono">{answer.plusCode}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium text-slate-500">{t('from')}</dt>
                <dd>
                  {t(SOURCE_TEXT[answer.source])}
                  {answer.zarcode ? (
                    <>
                      {': '}
                      <Link to={paths.code(answer.zarcode)} className="font-mono font-medium text-brand-700 hover:underline">
                        {answer.zarcode}
                      </Link>
                    </>
                  ) : null}
                  {`, ${formatDateTime(answer.answeredAt, locale)}`}
                </dd>
              </div>
              {answer.note ? (
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-500">{t('note')}</dt>
                  <dd className="min-w-0 wrap-anywhere">{answer.note}</dd>
                </div>
              ) : null}
            </dl>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild size="sm">
                <a href={googleMapsDirectionsUrl(answer)} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden />
                  {t('navigate')}
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={wazeUrl(answer)} target="_blank" rel="noopener noreferrer">
                  {t('codePage:waze')}
                </a>
              </Button>
              {answer.zarcode ? (
                <Button asChild size="sm" variant="outline" className="col-span-2">
                  <Link to={paths.code(answer.zarcode)}>
                    <Hash aria-hidden />
                    {t('openCode', { code: answer.zarcode })}
                  </Link>
                </Button>
              ) : (
                <Button asChild size="sm" variant="outline" className="col-span-2">
                  <Link to={paths.generator({ lat: answer.latitude, lng: answer.longitude })}>
                    <Plus aria-hidden />
                    {t('makeCode')}
                  </Link>
                </Button>
              )}
            </div>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
