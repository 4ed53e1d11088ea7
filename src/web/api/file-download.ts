import { ApiError, apiUrl, currentToken, endSessionAfterRefusal, failureText, serverMessageOf, signedInHeaders } from './client';

/**
 * A file the server makes for the signed-in caller (a PDF, a ZIP), read as it arrives so that
 * `onProgress` can tell the fraction received (null until the size is known). Not through `api`,
 * which reads JSON: the same headers, and a refused session ends as `api` ends it. Answers the
 * file and the name the server gave it (Content-Disposition), if any.
 */
export async function fetchSignedInFile(
  request: { method: string; path: string; body?: unknown; accept: string },
  onProgress: (fraction: number | null) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; fileName: string | null }> {
  const token = await currentToken();
  onProgress(null);
  let response: Response;
  try {
    response = await fetch(apiUrl(request.path), {
      method: request.method,
      headers: {
        ...signedInHeaders(token),
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Accept: request.accept,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
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
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: new Blob(chunks as BlobPart[], { type: request.accept }), fileName };
}
