import { Copy, Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { copyWithToast } from '../../../components/share/clipboard';
import { downloadText } from '../../../lib/download';

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes), to copy or download
 * before going on (`onDone`).
 */
export function RecoveryCodes({ codes, email, doneLabel, onDone }: { codes: string[]; email: string; doneLabel: string; onDone: () => void }) {
  const { t } = useTranslation('twoStep');
  const asText = [t('recoveryFileIntro', { email }), '', ...codes, ''].join('\n');
  return (
    <section className="grid gap-4" aria-labelledby="recovery-codes-title">
      <Alert variant="warning">
        {/* A second-level heading: the page's own is the first. */}
        <h2 id="recovery-codes-title" className="mb-1 font-semibold leading-tight">
          {t('recoveryTitle')}
        </h2>
        <AlertDescription>
          <p>{t('recoveryText')}</p>
        </AlertDescription>
      </Alert>
      <ol aria-labelledby="recovery-codes-title" className="grid grid-cols-1 gap-2 whitespace-nowrap rounded-md border border-border bg-muted p-4 font-mono text-base text-slate-900 sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copyWithToast(codes.join('\n'), { title: t('codesCopied') })}>
          <Copy aria-hidden />
          {t('copyCodes')}
        </Button>
        <Button type="button" variant="outline" onClick={() => downloadText(asText, 'zarcode-recovery-codes.txt', 'text/plain')}>
          <Download aria-hidden />
          {t('downloadCodes')}
        </Button>
      </div>
      <Button type="button" className="w-full sm:w-fit" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}
