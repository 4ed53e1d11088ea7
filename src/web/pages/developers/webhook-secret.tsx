import { Copy, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../components/share/clipboard';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

/** A webhook's signing secret, shown this once (made or replaced), with how to check a delivery by it. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('yourSecret')}</DialogTitle>
        <DialogDescription>{t('secretOnce')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <Field id="webhook-secret" label={t('signingSecret')}>
          <Input id="webhook-secret" readOnly value={secret} onFocus={(event) => event.currentTarget.select()} className="bg-muted font-mono" />
        </Field>
        <Alert>
          <ShieldCheck aria-hidden />
          <AlertTitle>{t('verifyTitle')}</AlertTitle>
          <AlertDescription>{t('verifyText')}</AlertDescription>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('app:done')}
          </Button>
          <Button onClick={() => void copyWithToast(secret, { title: t('common:copied'), description: t('secretCopied') })}>
            <Copy aria-hidden />
            {t('copySecret')}
          </Button>
        </div>
      </div>
    </>
  );
}
