import type { PrintFormat } from '../../domain/print/print';
import { apiUrl } from './client';

/** GET /api/print/{code}?format=: a plain link, so the code page downloads it with no script at all. */
export function printUrl(code: string, format: PrintFormat): string {
  return apiUrl(`/print/${encodeURIComponent(code)}`, { format });
}
