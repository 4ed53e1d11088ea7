import { Copy } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { copyWithToast } from '../../components/share/clipboard';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

/**
 * A secret the server answers once (an API key, a webhook's signing secret), in the dialog that asked
 * for it: the secret to select or copy, and a word on keeping or using it. Its texts are the caller's.
 */
export function SecretShownOnce({
  id,
  secret,
  texts,
  icon,
  onDone,
}: {
  id: string;
  secret: string;
  texts: { title: string; description: string; label: string; adviceTitle: string; advice: string; copy: string; copied: string };
  icon: React.ReactNode;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DialogHeader>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-3">
        <Field id={id} label={texts.label}>
          <Input id={id} readOnly value={secret} onFocus={(event) => event.currentTarget.select()} className="bg-muted font-mono" />
        </Field>
        <Alert>
          {icon}
          <AlertTitle>{texts.adviceTitle}</AlertTitle>
          <AlertDescription>{texts.advice}</AlertDescription>
        </Alert>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('app:done')}
          </Button>
          <Button onClick={() => void copyWithToast(secret, { title: t('common:copied'), description: texts.copied })}>
            <Copy aria-hidden />
            {texts.copy}
          </Button>
        </div>
      </div>
    </>
  );
}
