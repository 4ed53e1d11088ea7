import { printSelectionEndpoint } from '../../domain/print/endpoints';
import { printFileName, type PrintFormat } from '../../domain/print/print';
import { fetchSignedInFile } from './file-download';

/** A PDF of the caller's codes, with the fraction received so far (null while the server is still making it). */
export async function downloadPrintPdf(
  body: { format: PrintFormat; codes: readonly string[] },
  onProgress: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, fileName } = await fetchSignedInFile(
    { method: printSelectionEndpoint.method, path: printSelectionEndpoint.path, body, accept: 'application/pdf' },
    onProgress,
    signal,
  );
  return { blob, fileName: fileName ?? printFileName(body.format, body.codes) };
}
