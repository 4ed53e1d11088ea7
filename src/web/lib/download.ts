import { CSV_BOM } from '../../domain/csv/csv';

/** Saves text as a file the browser downloads. */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Saves a blob made in the page (a PDF, a CSV) as a file, as a download link would. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves CSV text as a file, with the BOM that makes spreadsheet programs read it as UTF-8. */
export function downloadCsv(text: string, fileName: string): void {
  downloadText(CSV_BOM + text.replace(/^\uFEFF/, ''), fileName, 'text/csv;charset=utf-8');
}
