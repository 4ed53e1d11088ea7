import { Clock, FileEdit, Info } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { useMyChangeRequestsQuery } from '../../api/change-requests';
import { usePublicSettingsQuery } from '../../api/settings';
import { pointOf } from '../../../domain/zarcode/code-place';
import { StaticMap } from '../share/static-map';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import { LocationEditor } from './location-editor';
import { RequestChangeDialog } from './request-change-dialog';

/** Where the code is, read only: the map, its coordinates and Plus Code. */
function FixedLocation({ code }: { code: ZarcodeRecord }) {
  const { t } = useTranslation('changeRequests');
  const settings = usePublicSettingsQuery();
  const point = pointOf(code);
  return (
    <>
      <StaticMap
        latitude={point.latitude}
        longitude={point.longitude}
        zoom={15}
        tileUrlTemplate={settings.data?.tileUrl}
        label={t('locationOf', { code: code.zarcode })}
        className="h-56 w-full rounded-lg border border-border sm:h-64"
      />
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-muted-foreground">{t('codePage:coordinates')}</dt>
          <dd className="font-mono tabular-nums">{point.text}</dd>
        </div>
        <div>
          <dt className="font-medium text-muted-foreground">{t('codePage:plusCode')}</dt>
          <dd className="font-mono">{code.plusCode}</dd>
        </div>
      </dl>
    </>
  );
}

function Note({ icon: Icon, children }: { icon: typeof Info; children: React.ReactNode }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid gap-2">{children}</div>
    </div>
  );
}

/**
 * The Location card of a code's edit page. The location is locked: its owner asks to move it
 * (Request Change), waits while an admin reviews, and during the 24 hours after an approval moves the
 * marker here (the location editor shows instead of the button). Admins editing someone else's code
 * see the location only.
 */
export function CodeLocationCard({ code }: { code: ZarcodeRecord }) {
  const { t } = useTranslation('changeRequests');
  const requests = useMyChangeRequestsQuery(code.canRequestChange);
  const [isAsking, setAsking] = React.useState(false);
  // The owner's newest request for this code says what they may do now.
  const latest = requests.data?.changeRequests.find((request) => request.zarcode === code.zarcode) ?? null;

  let body: React.ReactNode;
  if (!code.canRequestChange) {
    body = (
      <>
        <FixedLocation code={code} />
        <Note icon={Info}>{t('lockedNotOwner')}</Note>
      </>
    );
  } else if (requests.isPending) {
    body = <Skeleton className="h-64 w-full" />;
  } else if (latest?.canMove) {
    body = <LocationEditor key={latest.id} code={code} request={latest} />;
  } else if (latest?.state === 'pending') {
    body = (
      <>
        <FixedLocation code={code} />
        <Note icon={Clock}>{t('underReview')}</Note>
      </>
    );
  } else {
    body = (
      <>
        <FixedLocation code={code} />
        <Note icon={Info}>
          <p>{t('needsRequest')}</p>
          <div>
            <Button type="button" variant="outline" size="sm" className="bg-white" onClick={() => setAsking(true)}>
              <FileEdit aria-hidden />
              {t('requestChange')}
            </Button>
          </div>
        </Note>
        <RequestChangeDialog code={isAsking ? code.zarcode : null} onClose={() => setAsking(false)} />
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('app:location')}</CardTitle>
        <CardDescription>{t('followsPoint')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{body}</CardContent>
    </Card>
  );
}
