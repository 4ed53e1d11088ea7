import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TotpEnrolmentReply } from '../../../../domain/auth/schemas';
import { useTotpConfirmMutation } from '../../../api/auth';
import { serverMessageOr } from '../../../api/client';
import { copyWithToast } from '../../../components/share/clipboard';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { localMessage } from '../../../lib/i18n';
import { CodeForm } from './code-form';

/** The secret in groups of four, as it is easiest to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up: the QR code to scan, the key to type instead, and the app's first code, which turns
 * the second factor on and brings the recovery codes (`onTurnedOn`).
 */
export function Enrolment({ enrolment, onTurnedOn }: { enrolment: TotpEnrolmentReply; onTurnedOn: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation('twoStep');
  const confirm = useTotpConfirmMutation();

  async function handleCode(code: string): Promise<boolean> {
    try {
      const reply = await confirm.mutateAsync({ code });
      toast({ title: t('turnedOn'), variant: 'success' });
      onTurnedOn(reply.recoveryCodes);
      return true;
    } catch (error) {
      toast({ title: t('turnOnFailed'), description: localMessage(serverMessageOr(error, t('turnOnFailed'))), variant: 'destructive' });
      return false;
    }
  }

  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="two-step-scan">
        <h2 id="two-step-scan" className="font-semibold text-slate-900">
          {t('scanTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('scanText')}</p>
        <img src={enrolment.qrImage} alt={t('qrAlt')} width={192} height={192} className="size-48 rounded-md border border-border bg-white" />
        <p className="text-sm text-muted-foreground">{t('keyText')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <code className="break-all rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider text-slate-900">{grouped(enrolment.secret)}</code>
          <Button type="button" variant="outline" size="sm" onClick={() => void copyWithToast(enrolment.secret, { title: t('keyCopied') })}>
            <Copy aria-hidden />
            {t('copyKey')}
          </Button>
        </div>
      </section>
      <section className="grid gap-3" aria-labelledby="two-step-code">
        <h2 id="two-step-code" className="font-semibold text-slate-900">
          {t('codeTitle')}
        </h2>
        <CodeForm id="two-step-first-code" label={t('codeLabel')} submitLabel={t('turnOn')} isPending={confirm.isPending} onSubmit={handleCode} />
      </section>
    </div>
  );
}
