import { FileDown, X } from 'lucide-react';
import { useState } from 'react';
import { MAX_CODES_PER_PDF, PRINT_FORMATS, PRINT_FORMAT_NAMES, type PrintFormat } from '../../../../domain/print/print';
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
export function PrintBar({ codes, onClear }: { codes: readonly string[]; onClear: () => void }) {
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
      toastFailure('Printing failed', error, 'Please try again.');
    } finally {
      setProgress(undefined);
    }
  }

  return (
    <Card role="region" aria-label="Print the selected codes" className="grid gap-3 border-brand-200 bg-brand-50/60 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <p className="text-sm font-medium text-slate-900 sm:mr-auto sm:self-center">
          {`${codes.length} selected`}
          {isTooMany ? <span className="block text-destructive">{`One PDF holds at most ${MAX_CODES_PER_PDF} codes.`}</span> : null}
        </p>
        <div className="grid gap-1.5">
          <label htmlFor="print-format" className="text-sm font-medium">
            Print as
          </label>
          <NativeSelect id="print-format" value={format} onChange={(event) => setFormat(event.target.value as PrintFormat)} className="w-auto">
            {PRINT_FORMATS.map((option) => (
              <option key={option} value={option}>
                {PRINT_FORMAT_NAMES[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button onClick={() => void handleDownload()} disabled={isBusy || isTooMany}>
          <FileDown aria-hidden />
          Download PDF
        </Button>
        <Button variant="ghost" onClick={onClear} disabled={isBusy}>
          <X aria-hidden />
          Clear
        </Button>
      </div>
      {isBusy ? (
        <div className="grid gap-1">
          <Progress label="PDF download" value={progress === null ? null : Math.round(progress * 100)} max={100} />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {progress === null ? 'Making the PDF…' : `Downloading… ${Math.round(progress * 100)}%`}
          </p>
        </div>
      ) : null}
    </Card>
  );
}
