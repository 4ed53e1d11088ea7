import { printSelectionEndpoint } from '../../domain/print/endpoints';
import { printFileName, type PrintFormat } from '../../domain/print/print';
import { ApiError, apiUrl, currentToken, endSessionAfterRefusal, failureText, serverMessageOf, signedInHeaders } from './client';

/**
 * A PDF of the caller's codes, read as it arrives so that `onProgress` can tell the fraction received
 * (null while the server is still making it). Not through `api`, which reads JSON: the same headers,
 * and a refused session ends as `api` ends it.
 */
export async function downloadPrintPdf(
  body: { format: PrintFormat; codes: readonly string[] },
  onProgress: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string }> {
  const token = await currentToken();
  onProgress(null);
  let response: Response;
  try {
    response = await fetch(apiUrl(printSelectionEndpoint.path), {
      method: printSelectionEndpoint.method,
      headers: { ...signedInHeaders(token), 'Content-Type': 'application/json', Accept: 'application/pdf' },
      body: JSON.stringify(body),
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('Network error during download', 0);
  }
  if (!response.ok) {
    const text = await response.text();
    const serverMessage = serverMessageOf(text);
    if ((response.status === 401 || response.status === 403) && token) {
      throw new ApiError(endSessionAfterRefusal(serverMessage), response.status, serverMessage);
    }
    throw new ApiError(failureText(response.status, response.statusText, text), response.status, serverMessage);
  }
  const total = Number(response.headers.get('content-length')) || 0;
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.length;
      if (total > 0) onProgress(Math.min(1, received / total));
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  onProgress(1);
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return { blob: new Blob(chunks as BlobPart[], { type: 'application/pdf' }), fileName: named ?? printFileName(body.format, body.codes) };
}
