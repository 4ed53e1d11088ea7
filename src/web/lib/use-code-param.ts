import { useParams } from 'react-router';
import { formatCode } from './code-shape';

/** The code of a code route (/zarcodes/:code, /:segment, /:slug/:code), written as ABC-1234 when it is code-shaped. */
export function useCodeParam(): string {
  const params = useParams();
  const raw = params.code ?? params.segment ?? '';
  return formatCode(raw) ?? raw;
}
