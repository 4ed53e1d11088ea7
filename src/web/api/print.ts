import { endpointPath } from '../../domain/api/endpoint';
import { printCodeEndpoint } from '../../domain/print/endpoints';
import type { PrintFormat } from '../../domain/print/print';
import { apiUrl } from './client';

/** One code's PDF as a plain link, so the code page downloads it with no script at all. */
export function printUrl(code: string, format: PrintFormat): string {
  return apiUrl(endpointPath(printCodeEndpoint.path, { code }), { format });
}
