import { CheckCircle2, Clock, Crosshair, Hash, Link2Off, MapPin, Send } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { LatLng } from '../../../domain/geo/coordinate-checks';
import { ANSWER_NOTE_MAX_LENGTH, REQUEST_EXPIRED_MESSAGE, REQUEST_LINK_INVALID_MESSAGE } from '../../../domain/location-requests/location-requests';
import type { AnswerLocationRequestInput } from '../../../domain/location-requests/schemas';
import { ApiError, serverMessageOr } from '../../api/client';
import { useAnswerRequestMutation, useRequestLinkQuery } from '../../api/location-requests';
import { LOCATION_FAILED_MESSAGE, currentPosition } from '../../components/map/geolocation';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, fieldAria } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { formatDateTime } from '../../lib/format';
import { localMessage, useLanguageTag } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';

// The map is only for those who choose to put a pin: it loads when asked for.
const LocationPicker = React.lazy(() =>
  import('../../components/map/location-picker').then((module) => ({ default: module.LocationPicker })),
);

/**
 * /r/{token}: someone asked for your location. The page says who asked and why before anything is
 * shared; nothing leaves the phone until a button is tapped: the phone's position, a code typed, or a
 * pin put on a map. One answer: the person who just sent it sees Sent; anyone who opens the link after
 * (they again, later, or someone else) is told it has already been answered, never that their own
 * location was sent.
 */
export function RequestLinkPage() {
  const { t } = useTranslation('requests');
  const token = useParams().token ?? '';
  const link = useRequestLinkQuery(token);
  // Here, not in the form: the form goes once an answer is sent, and this page says Sent to its sender.
  const answer = useAnswerRequestMutation(token);
  usePageTitle(t('linkPageTitle'));

  return (
    <div className="mx-auto max-w-xl px-3 py-6 sm:px-6 sm:py-10">
      {answer.isSuccess ? (
        <SentNotice />
      ) : link.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : link.isError ? (
        <LinkNotice
          icon={<Link2Off className="size-8 text-destructive" aria-hidden />}
          title={t('linkBroken')}
          text={link.error instanceof ApiError && link.error.status === 404 ? localMessage(REQUEST_LINK_INVALID_MESSAGE) : t('checkAndReload')}
        />
      ) : link.data.status === 'answered' ? (
        <LinkNotice
          icon={<CheckCircle2 className="size-8 text-slate-500" aria-hidden />}
          title={t('answeredTitle')}
          text={t('answeredText')}
        />
      ) : link.data.status === 'expired' ? (
        <LinkNotice icon={<Clock className="size-8 text-amber-600" aria-hidden />} title={t('linkExpired')} text={localMessage(REQUEST_EXPIRED_MESSAGE)} />
      ) : (
        <AnswerForm requestedBy={link.data.requestedBy} note={link.data.note} expiresAt={link.data.expiresAt} answer={answer} />
      )}
    </div>
  );
}

function LinkNotice({ icon, title, text }: { icon: React.ReactNode; title: string; text: string }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      {icon}
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
    </Card>
  );
}

function SentNotice() {
  const { t } = useTranslation('requests');
  return (
    <LinkNotice
      icon={<CheckCircle2 className="size-10 text-brand-600" aria-hidden />}
      title={t('sent')}
      text={t('sentText')}
    />
  );
}

type Way = 'device' | 'zarcode' | 'pin';

const PIN_INSTRUCTIONS = {
  title: 'requests:pinTitle',
  steps: ['requests:pinStep1', 'requests:pinStep2', 'requests:pinStep3'],
};

function AnswerForm({ requestedBy, note, expiresAt, answer }: { requestedBy: string; note: string | null; expiresAt: string; answer: ReturnType<typeof useAnswerRequestMutation> }) {
  const { t } = useTranslation('requests');
  const locale = useLanguageTag();
  const [message, setMessage] = React.useState('');
  const [code, setCode] = React.useState('');
  const [pin, setPin] = React.useState<LatLng | null>(null);
  const [isPicking, setIsPicking] = React.useState(false);
  const [busy, setBusy] = React.useState<Way | null>(null);
  const [error, setError] = React.useState<{ way: Way; text: string } | null>(null);

  function send(way: Way, body: AnswerLocationRequestInput) {
    answer.mutate(body, {
      onError: (caught) => {
        setBusy(null);
        setError({ way, text: localMessage(serverMessageOr(caught, t('sendFailed'))) });
      },
    });
  }

  async function handleShareDevice() {
    setBusy('device');
    setError(null);
    try {
      const position = await currentPosition();
      send('device', { source: 'device', latitude: position.latitude, longitude: position.longitude, accuracyMeters: position.accuracy, note: message });
    } catch (caught) {
      setBusy(null);
      setError({ way: 'device', text: localMessage(caught instanceof Error ? caught.message : LOCATION_FAILED_MESSAGE) });
    }
  }

  function handleSendCode(event: React.FormEvent) {
    event.preventDefault();
    setBusy('zarcode');
    setError(null);
    send('zarcode', { source: 'zarcode', zarcode: code, note: message });
  }

  const errorFor = (way: Way) => (error?.way === way ? error.text : undefined);
  const firstName = requestedBy.split(' ')[0] || requestedBy;

  return (
    <Card className="grid gap-6 p-5 sm:p-7">
      <header className="grid gap-2">
        <MapPin className="size-8 text-brand-700" aria-hidden />
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('asksWhere', { name: requestedBy })}</h1>
        {note ? (
          <p className="text-slate-800">
            <span className="font-medium">{`${t('why')} `}</span>
            {note}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">{t('nothingShared', { name: firstName, until: formatDateTime(expiresAt, locale) })}</p>
      </header>

      <Field id="answer-note" label={t('noteFor', { name: firstName })} hint={t('noteHint')}>
        <Textarea
          {...fieldAria('answer-note', undefined, 'hint')}
          value={message}
          maxLength={ANSWER_NOTE_MAX_LENGTH}
          onChange={(event) => setMessage(event.target.value)}
          className="min-h-20"
        />
      </Field>

      <section aria-labelledby="way-device" className="grid gap-2">
        <h2 id="way-device" className="sr-only">
          {t('wayDevice')}
        </h2>
        <Button size="lg" className="min-h-14 text-base" onClick={() => void handleShareDevice()} disabled={busy !== null}>
          {busy === 'device' ? <Spinner /> : <Crosshair aria-hidden />}
          {t('shareMyLocation')}
        </Button>
        {errorFor('device') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorFor('device')}
          </p>
        ) : null}
      </section>

      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        {t('or')}
        <span className="h-px flex-1 bg-border" />
      </div>

      <form onSubmit={handleSendCode} className="grid gap-2" aria-labelledby="way-code">
        <h2 id="way-code" className="flex items-center gap-2 font-semibold text-slate-900">
          <Hash className="size-4 text-brand-700" aria-hidden />
          {t('sendCodeTitle')}
        </h2>
        <Field id="answer-code" label={t('app:code')} error={errorFor('zarcode')}>
          <Input
            {...fieldAria('answer-code', errorFor('zarcode'))}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="1CT-7K2M"
            autoCapitalize="characters"
            autoComplete="off"
            className="font-mono uppercase"
          />
        </Field>
        <Button type="submit" variant="outline" disabled={busy !== null || code.trim() === ''}>
          {busy === 'zarcode' ? <Spinner /> : <Send aria-hidden />}
          {t('sendThisCode')}
        </Button>
      </form>

      <section aria-labelledby="way-pin" className="grid gap-3">
        <h2 id="way-pin" className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin className="size-4 text-brand-700" aria-hidden />
          {t('putPin')}
        </h2>
        {isPicking ? (
          <>
            <React.Suspense fallback={<Skeleton className="h-[340px] w-full" />}>
              <LocationPicker point={pin} onPointChange={setPin} instructions={PIN_INSTRUCTIONS} mapClassName="h-[340px] sm:h-[380px]" />
            </React.Suspense>
            <Button
              variant="outline"
              disabled={busy !== null || pin === null}
              onClick={() => {
                if (!pin) return;
                setBusy('pin');
                setError(null);
                send('pin', { source: 'pin', latitude: pin.latitude, longitude: pin.longitude, note: message });
              }}
            >
              {busy === 'pin' ? <Spinner /> : <Send aria-hidden />}
              {t('sendPoint')}
            </Button>
            {errorFor('pin') ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errorFor('pin')}
              </p>
            ) : null}
          </>
        ) : (
          <Button variant="outline" onClick={() => setIsPicking(true)}>
            {t('chooseOnMap')}
          </Button>
        )}
      </section>
    </Card>
  );
}
