import { Hash, Link2, Navigation, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { LocationRequest } from '../../../domain/location-requests/schemas';
import { usePublicSettingsQuery } from '../../api/settings';
import { pointOf } from '../../../domain/zarcode/code-place';
import { googleMapsDirectionsUrl, wazeUrl } from '../../../domain/zarcode/share-links';
import { StaticMap } from '../../components/share/static-map';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatDateTime } from '../../lib/format';
import { paths } from '../../paths';

const STATUS_TEXT: Record<LocationRequest['status'], string> = {
  open: 'Waiting for an answer',
  answered: 'Answered',
  expired: 'Expired',
};

const LINK_STATE: Record<LocationRequest['status'], string> = {
  open: ' · link works until ',
  answered: '',
  expired: ' · link ended ',
};

const SOURCE_TEXT = {
  device: 'Shared from their phone',
  pin: 'A pin they put on the map',
  zarcode: `A ${PRODUCT_NAME} they picked`,
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
  const settings = usePublicSettingsQuery();
  const { answer } = request;
  const title = request.note ?? 'Location request';
  return (
    <Card className="grid grid-cols-1 gap-4 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="min-w-0 font-semibold text-slate-900 wrap-anywhere">{title}</h2>
            <Badge variant={request.status === 'answered' ? 'default' : request.status === 'open' ? 'gold' : 'secondary'}>
              {STATUS_TEXT[request.status]}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            {`Asked ${formatDateTime(request.createdAt)}${LINK_STATE[request.status]}${request.status === 'answered' ? '' : formatDateTime(request.expiresAt)}`}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => onDelete(request)} aria-label={`Delete ${title}`} className="shrink-0">
          <Trash2 aria-hidden />
        </Button>
      </div>
      {request.status === 'open' ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button variant="outline" size="sm" className="sm:w-fit" onClick={() => props.onNewLink(request)} disabled={props.isMakingLink}>
            <Link2 aria-hidden />
            New link
          </Button>
          <p className="text-xs text-muted-foreground">Lost the link? A new one replaces it: the link you sent stops working.</p>
        </div>
      ) : null}
      {answer ? (
        <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <StaticMap
            latitude={answer.latitude}
            longitude={answer.longitude}
            zoom={16}
            tileUrlTemplate={settings.data?.tileUrl}
            label={`Map of the answer to ${title}`}
            className="h-48 w-full overflow-hidden rounded-md border border-border sm:h-56"
          />
          <div className="grid content-start gap-3">
            <dl className="grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-medium text-slate-500">GPS</dt>
                <dd className="font-mono tabular-nums">{pointOf(answer).text}</dd>
              </div>
              {answer.accuracyMeters !== null ? (
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-500">Accuracy</dt>
                  <dd>{`within ${answer.accuracyMeters.toLocaleString('en-ZA')} m`}</dd>
                </div>
              ) : null}
              <div className="flex gap-2">
                <dt className="font-medium text-slate-500">Plus Code</dt>
                <dd className="font-mono">{answer.plusCode}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium text-slate-500">From</dt>
                <dd>
                  {SOURCE_TEXT[answer.source]}
                  {answer.zarcode ? (
                    <>
                      {': '}
                      <Link to={paths.code(answer.zarcode)} className="font-mono font-medium text-brand-700 hover:underline">
                        {answer.zarcode}
                      </Link>
                    </>
                  ) : null}
                  {`, ${formatDateTime(answer.answeredAt)}`}
                </dd>
              </div>
              {answer.note ? (
                <div className="flex gap-2">
                  <dt className="font-medium text-slate-500">Note</dt>
                  <dd className="min-w-0 wrap-anywhere">{answer.note}</dd>
                </div>
              ) : null}
            </dl>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild size="sm">
                <a href={googleMapsDirectionsUrl(answer)} target="_blank" rel="noopener noreferrer">
                  <Navigation aria-hidden />
                  Navigate
                </a>
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={wazeUrl(answer)} target="_blank" rel="noopener noreferrer">
                  Waze
                </a>
              </Button>
              {answer.zarcode ? (
                <Button asChild size="sm" variant="outline" className="col-span-2">
                  <Link to={paths.code(answer.zarcode)}>
                    <Hash aria-hidden />
                    {`Open ${answer.zarcode}`}
                  </Link>
                </Button>
              ) : (
                <Button asChild size="sm" variant="outline" className="col-span-2">
                  <Link to={paths.generator({ lat: answer.latitude, lng: answer.longitude })}>
                    <Plus aria-hidden />
                    {`Make this a ${PRODUCT_NAME}`}
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
