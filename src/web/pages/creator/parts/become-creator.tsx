import { BadgeCheck, Gift, MapIcon, MapPinned, QrCode, Send } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../../domain/brand';
import { APPLICATION_MAX_LENGTH } from '../../../../domain/creators/creators';
import { serverMessageOr } from '../../../api/client';
import { useApplyToBecomeCreatorMutation } from '../../../api/creators';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../paths';

const APPLICATION_HINT = 'Who you are and which places you would publish.';

const BENEFITS = [
  { icon: Gift, title: `Free ${PRODUCT_NAME_PLURAL}`, text: 'Create codes without paying per code or buying a bundle.' },
  { icon: BadgeCheck, title: 'Your own prefix', text: 'Every code starts with your 3 letters, e.g. KAY-7K2M, so people know it is yours.' },
  { icon: MapIcon, title: 'A public page and map', text: 'One link shows all your places on a map, with your name, website and socials.' },
  { icon: QrCode, title: 'QR codes to print', text: 'A QR code for your page and for every place, ready for posters and signs.' },
];

/**
 * /creator-dashboard for someone who is not a creator: what creators get, and Apply,
 * which sends the admins a message. An admin makes their own profile in Creator Settings instead.
 */
export function BecomeCreator({ canCreate }: { canCreate: boolean }) {
  const apply = useApplyToBecomeCreatorMutation();
  const [message, setMessage] = React.useState('');

  function handleApply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply.mutate(
      { message: message.trim() || undefined },
      {
        onSuccess: () => toast({ title: 'Application sent', description: 'An administrator will be in touch by e-mail.', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Application failed',
            description: serverMessageOr(error, 'Failed to send your application. Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Become a {PRODUCT_NAME} creator</h1>
        <p className="mt-2 text-muted-foreground">
          Tourism offices, co-ops, township networks and farms publish their places as {PRODUCT_NAME_PLURAL} for free, on a
          public page and map of their own.
        </p>
      </header>

      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3 rounded-xl border border-border bg-card p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden>
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      {canCreate ? (
        <Card>
          <CardHeader>
            <CardTitle>Start your creator profile</CardTitle>
            <CardDescription>As an administrator you can make your own creator profile in Creator Settings.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.profile()}>
                <MapPinned aria-hidden />
                Open Creator Settings
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : apply.isSuccess ? (
        <Card role="status">
          <CardHeader>
            <CardTitle>Application sent</CardTitle>
            <CardDescription>
              An administrator will review it and contact you by e-mail. Once you are a creator, this page becomes your Creator
              Dashboard.
            </CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Apply to become a creator</CardTitle>
            <CardDescription>An administrator reviews each application and makes creator profiles.</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={handleApply} className="grid gap-4" aria-label="Creator application">
              <Field id="creator-application" label="Tell us about your organisation (optional)" hint={APPLICATION_HINT}>
                <Textarea
                  {...fieldAria('creator-application', undefined, APPLICATION_HINT)}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  maxLength={APPLICATION_MAX_LENGTH}
                  rows={4}
                />
              </Field>
              <Button type="submit" className="justify-self-start" disabled={apply.isPending}>
                {apply.isPending ? <Spinner /> : <Send aria-hidden />}
                Apply
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
