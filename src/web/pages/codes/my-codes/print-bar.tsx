import { FileDown, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CODES_PER_PDF, PRINT_FORMATS, type PrintFormat } from '../../../../domain/print/print';
import { downloadPrintPdf } from '../../../api/print-download';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NativeSelect } from '../../../components/ui/native-select';
import { Progress } from '../../../components/ui/progress';
import { downloadBlob } from '../../../lib/download';
import { toastFailure } from '../../../components/toast-failure';

/**
 * The codes ticked in My codes, printed as one PDF (up to 200): plates, stickers or labels. A large
 * PDF takes a while on mobile data, so a progress bar follows the download.
 */
/** Each format's name, as the code page's print links say it. */
const FORMAT_NAMES: Record<PrintFormat, string> = { plate: 'codePage:printPlate', stickers: 'codePage:printStickers', label: 'codePage:printLabel' };

export function PrintBar({ codes, onClear }: { codes: readonly string[]; onClear: () => void }) {
  const { t } = useTranslation('myCodes');
  const [format, setFormat] = useState<PrintFormat>('plate');
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const isBusy = progress !== undefined;
  const isTooMany = codes.length > MAX_CODES_PER_PDF;

  async function handleDownload() {
    setProgress(null);
    try {
      const { blob, fileName } = await downloadPrintPdf({ format, codes }, setProgress);
      downloadBlob(blob, fileName);
    } catch (error) {
      toastFailure(t('printFailed'), error, t('tryAgain'));
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <Card role="region" aria-label={t('printSelected')} className="grid gap-3 border-brand-200 bg-brand-50/60 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <p className="text-sm font-medium text-slate-900 sm:mr-auto sm:self-center">
          {t('selected', { count: codes.length })}
          {isTooMany ? <span className="block text-destructive">{t('tooManyForPdf', { max: MAX_CODES_PER_PDF })}</span> : null}
        </p>
        <div className="grid gap-1.5">
          <label htmlFor="print-format" className="text-sm font-medium">
            {t('printAs')}
          </label>
          <NativeSelect id="print-format" value={format} onChange={(event) => setFormat(event.target.value as PrintFormat)} className="w-auto">
            {PRINT_FORMATS.map((option) => (
              <option key={option} value={option}>
                {t(FORMAT_NAMES[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => void handleDownload()} disabled={isBusy || isTooMany}>
          <FileDown aria-hidden />
          {t('downloadPdf')}
        </Button>
        <Button variant="ghost" onClick={onClear} disabled={isBusy}>
          <X aria-hidden />
          {t('clear')}
        </Button>
      </div>
      {isBusy ? (
        <div className="grid gap-1">
          <Progress label={t('pdfDownload')} value={progress === null ? null : Math.round(progress * 100)} max={100} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress === null ? t('makingPdf') : t('downloading', { percent: Math.round(progress * 100) })}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
