import { CheckCircle2, Clock, Crosshair, Hash, Link2Off, MapPin, Send } from 'lucide-react';
import * as React from 'react';
import { useParams } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/brand';
import type { LatLng } from '../../../domain/geo/coordinate-checks';
import { ANSWER_NOTE_MAX_LENGTH, REQUEST_EXPIRED_MESSAGE, REQUEST_LINK_INVALID_MESSAGE } from '../../../domain/location-requests/location-requests';
import type { AnswerLocationRequestInput } from '../../../domain/location-requests/schemas';
import { ApiError, serverMessageOr } from '../../api/client';
import { useAnswerRequestMutation, useRequestLinkQuery } from '../../api/location-requests';
import { currentPosition } from '../../components/map/geolocation';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, fieldAria } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Skeleton } from '../../components/ui/skeleton';
import { Spinner } from '../../components/ui/spinner';
import { Textarea } from '../../components/ui/textarea';
import { formatDateTime } from '../../lib/format';
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
  const token = useParams().token ?? '';
  const link = useRequestLinkQuery(token);
  // Here, not in the form: the form goes once an answer is sent, and this page says Sent to its sender.
  const answer = useAnswerRequestMutation(token);
  usePageTitle('Share your location');

  return (
    <div className="mx-auto max-w-xl px-3 py-6 sm:px-6 sm:py-10">
      {answer.isSuccess ? (
        <SentNotice />
      ) : link.isPending ? (
        <Skeleton className="h-72 w-full" />
      ) : link.isError ? (
        <LinkNotice
          icon={<Link2Off className="size-8 text-destructive" aria-hidden />}
          title="This link does not work"
          text={link.error instanceof ApiError && link.error.status === 404 ? REQUEST_LINK_INVALID_MESSAGE : 'Please check your connection and reload the page.'}
        />
      ) : link.data.status === 'answered' ? (
        <LinkNotice
          icon={<CheckCircle2 className="size-8 text-slate-500" aria-hidden />}
          title="This link has already been answered"
          text="A location was sent with this link, and it takes only one answer. If you sent it, there is nothing more to do; if not, ask whoever sent you the link for a new one."
        />
      ) : link.data.status === 'expired' ? (
        <LinkNotice icon={<Clock className="size-8 text-amber-600" aria-hidden />} title="This link has expired" text={REQUEST_EXPIRED_MESSAGE} />
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
  return (
    <LinkNotice
      icon={<CheckCircle2 className="size-10 text-brand-600" aria-hidden />}
      title="Sent"
      text="Your location has been sent. This link no longer takes answers."
    />
  );
}

type Way = 'device' | 'zarcode' | 'pin';

const PIN_INSTRUCTIONS = {
  title: 'How to put the pin',
  steps: ['Search for your town or street, or tap “Center on my location”.', 'Tap the map to drop the pin, then drag it onto the gate or door.', 'Send this point.'],
};

function AnswerForm({ requestedBy, note, expiresAt, answer }: { requestedBy: string; note: string | null; expiresAt: string; answer: ReturnType<typeof useAnswerRequestMutation> }) {
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
        setError({ way, text: serverMessageOr(caught, 'Sending failed. Please try again.') });
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
      setError({ way: 'device', text: caught instanceof Error ? caught.message : 'Unable to get your location.' });
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{`${requestedBy} asks where you are`}</h1>
        {note ? (
          <p className="text-slate-800">
            <span className="font-medium">Why: </span>
            {note}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {`Nothing is shared until you tap a button below. Only ${firstName} will see what you send. This link works until ${formatDateTime(expiresAt)}.`}
        </p>
      </header>

      <Field id="answer-note" label={`A note for ${firstName} (optional)`} hint="For example: blue gate, ring twice.">
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
          Share where this phone is
        </h2>
        <Button size="lg" className="h-14 text-base" onClick={() => void handleShareDevice()} disabled={busy !== null}>
          {busy === 'device' ? <Spinner /> : <Crosshair aria-hidden />}
          Share my location
        </Button>
        {errorFor('device') ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorFor('device')}
          </p>
        ) : null}
      </section>

      <div className="flex items-center gap-3 text-xs uppercase tracking-wider text-muted-foreground" aria-hidden>
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>

      <form onSubmit={handleSendCode} className="grid gap-2" aria-labelledby="way-code">
        <h2 id="way-code" className="flex items-center gap-2 font-semibold text-slate-900">
          <Hash className="size-4 text-brand-700" aria-hidden />
          {`Send a ${PRODUCT_NAME}`}
        </h2>
        <Field id="answer-code" label={PRODUCT_NAME} error={errorFor('zarcode')}>
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
          {`Send this ${PRODUCT_NAME}`}
        </Button>
      </form>

      <section aria-labelledby="way-pin" className="grid gap-3">
        <h2 id="way-pin" className="flex items-center gap-2 font-semibold text-slate-900">
          <MapPin className="size-4 text-brand-700" aria-hidden />
          Put a pin on the map
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
              Send this point
            </Button>
            {errorFor('pin') ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {errorFor('pin')}
              </p>
            ) : null}
          </>
        ) : (
          <Button variant="outline" onClick={() => setIsPicking(true)}>
            Choose on a map
          </Button>
        )}
      </section>
    </Card>
  );
}
