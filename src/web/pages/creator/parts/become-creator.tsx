import { BadgeCheck, Gift, MapIcon, MapPinned, QrCode, Send } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { APPLICATION_MAX_LENGTH } from '../../../../domain/creators/creators';
import { serverMessageOr } from '../../../api/client';
import { useApplyToBecomeCreatorMutation } from '../../../api/creators';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field, fieldAria } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/use-toast';
import { localMessage } from '../../../lib/i18n';
import { paths } from '../../../paths';

/** What creators get: each benefit's words are the creators texts `<key>Title` and `<key>Text`. */
const BENEFITS = [
  { icon: Gift, key: 'benefitFree' },
  { icon: BadgeCheck, key: 'benefitPrefix' },
  { icon: MapIcon, key: 'benefitPage' },
  { icon: QrCode, key: 'benefitQr' },
];

/**
 * /creator-dashboard for someone who is not a creator: what creators get, and Apply,
 * which sends the admins a message. An admin makes their own profile in Creator Settings instead.
 */
export function BecomeCreator({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation('creators');
  const apply = useApplyToBecomeCreatorMutation();
  const [message, setMessage] = React.useState('');

  function handleApply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply.mutate(
      { message: message.trim() || undefined },
      {
        onSuccess: () => toast({ title: t('applicationSent'), description: t('applicationSentToast'), variant: 'success' }),
        onError: (error) =>
          toast({
            title: t('applicationFailed'),
            description: localMessage(serverMessageOr(error, t('applicationFailedText'))),
            variant: 'destructive',
          }),
      },
    );
  }

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('becomeTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('becomeIntro')}</p>
      </header>

      <ul className="grid gap-3 sm:grid-cols-2">
        {BENEFITS.map(({ icon: Icon, key }) => (
          <li key={key} className="flex gap-3 rounded-xl border border-border bg-card p-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700" aria-hidden>
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block font-semibold text-slate-900">{t(`${key}Title`)}</span>
              <span className="block text-sm text-muted-foreground">{t(`${key}Text`)}</span>
            </span>
          </li>
        ))}
      </ul>

      {canCreate ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('startProfile')}</CardTitle>
            <CardDescription>{t('startProfileText')}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link to={paths.profile()}>
                <MapPinned aria-hidden />
                {t('openSettings')}
              </Link>
            </Button>
          </CardContent>
        </Card>
      ) : apply.isSuccess ? (
        <Card role="status">
          <CardHeader>
            <CardTitle>{t('applicationSent')}</CardTitle>
            <CardDescription>{t('applicationSentText')}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{t('applyTitle')}</CardTitle>
            <CardDescription>{t('applyIntro')}</CardDescription>
          </CardHeader>
          <CardContent>
            <form onSubmit={handleApply} className="grid gap-4" aria-label={t('applicationLabel')}>
              <Field id="creator-application" label={t('aboutOrganisation')} hint={t('applicationHint')}>
                <Textarea
                  {...fieldAria('creator-application', undefined, t('applicationHint'))}
                  value={message}
                  onChange={(event) => setMessage(event.target.value)}
                  maxLength={APPLICATION_MAX_LENGTH}
                  rows={4}
                />
              </Field>
              <Button type="submit" className="justify-self-start" disabled={apply.isPending}>
                {apply.isPending ? <Spinner /> : <Send aria-hidden />}
                {t('apply')}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
