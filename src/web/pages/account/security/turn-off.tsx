import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useTotpTurnOffMutation } from '../../../api/auth';
import { serverMessageOr } from '../../../api/client';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { localMessage } from '../../../lib/i18n';
import { CodeForm } from './code-form';

/** Turning it off: closed until asked, then a code of the app or a recovery code. */
export function TurnOff({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('twoStep');
  const [isOpen, setOpen] = React.useState(false);
  const turnOff = useTotpTurnOffMutation();

  async function handleCode(code: string): Promise<boolean> {
    try {
      await turnOff.mutateAsync({ code });
      toast({ title: t('turnedOff'), variant: 'success' });
      setOpen(false);
      return true;
    } catch (error) {
      toast({ title: t('turnOffFailed'), description: localMessage(serverMessageOr(error, t('turnOffFailed'))), variant: 'destructive' });
      return false;
    }
  }

  if (!isOpen) {
    return (
      <Button type="button" variant="outline" className="w-full sm:w-fit" onClick={() => setOpen(true)}>
        {t('turnOff')}
      </Button>
    );
  }
  return (
    <section className="grid gap-3" aria-labelledby="two-step-turn-off">
      <h2 id="two-step-turn-off" className="font-semibold text-slate-900">
        {t('turnOff')}
      </h2>
      {isAdmin ? <p className="text-sm text-muted-foreground">{t('turnOffAdminNote')}</p> : null}
      <CodeForm
        id="two-step-off-code"
        label={t('turnOffCodeLabel')}
        hint={t('turnOffText')}
        submitLabel={t('turnOffConfirm')}
        isPending={turnOff.isPending}
        onSubmit={handleCode}
        acceptsRecoveryCodes
      >
        <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={turnOff.isPending}>
          {t('common:cancel')}
        </Button>
      </CodeForm>
    </section>
  );
}
