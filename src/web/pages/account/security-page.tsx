import { ShieldCheck, ShieldOff } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isAdminRole } from '../../../domain/auth/roles';
import type { TotpEnrolmentReply } from '../../../domain/auth/schemas';
import { useTotpEnrolMutation } from '../../api/auth';
import { serverMessageOr } from '../../api/client';
import { BackLink } from '../../components/back-link';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { localMessage } from '../../lib/i18n';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { Enrolment } from './security/enrolment';
import { RecoveryCodes } from './security/recovery-codes';
import { TurnOff } from './security/turn-off';

/**
 * /profile/security: two-step sign-in (an authenticator app's codes). Off: set it up (QR code, key,
 * first code); then the recovery codes, shown this once; on: turn it off with a code. Admins who must
 * have it before the admin area are sent here, and go on to /a once their codes are saved.
 */
export function SecurityPage() {
  const { t } = useTranslation('twoStep');
  usePageTitle(t('title'));
  const navigate = useNavigate();
  const { user } = useSession();
  const enrol = useTotpEnrolMutation();
  const [enrolment, setEnrolment] = React.useState<TotpEnrolmentReply | null>(null);
  const [recoveryCodes, setRecoveryCodes] = React.useState<string[] | null>(null);
  if (!user) return null;
  const isAdmin = isAdminRole(user.role);

  function startEnrolment() {
    enrol.mutate(undefined, {
      onSuccess: setEnrolment,
      onError: (error) => toast({ title: t('setUpFailed'), description: localMessage(serverMessageOr(error, t('setUpFailed'))), variant: 'destructive' }),
    });
  }

  function handleCodesSaved() {
    setRecoveryCodes(null);
    setEnrolment(null);
    if (isAdmin) navigate(paths.admin.dashboard());
  }

  let content: React.ReactNode;
  if (recoveryCodes) {
    content = <RecoveryCodes codes={recoveryCodes} email={user.email} doneLabel={t('savedCodes')} onDone={handleCodesSaved} />;
  } else if (user.hasTotp) {
    content = (
      <div className="grid gap-4">
        <p className="flex items-start gap-2 text-sm text-slate-900">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          {t('isOn')}
        </p>
        <TurnOff isAdmin={isAdmin} />
      </div>
    );
  } else if (enrolment) {
    content = <Enrolment enrolment={enrolment} onTurnedOn={setRecoveryCodes} />;
  } else {
    content = (
      <div className="grid gap-4">
        <p className="flex items-start gap-2 text-sm text-slate-900">
          <ShieldOff className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
          {t('isOff')}
        </p>
        <Button type="button" className="w-full sm:w-fit" disabled={enrol.isPending} onClick={startEnrolment}>
          {t('setUp')}
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <BackLink to={paths.profile()}>{t('backToProfile')}</BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>
      {user.mustEnrolTotp ? (
        <Alert variant="warning">
          <AlertDescription>{t('adminRequired')}</AlertDescription>
        </Alert>
      ) : null}
      <Card>
        <CardContent className="pt-5 sm:pt-6">{content}</CardContent>
      </Card>
    </div>
  );
}
