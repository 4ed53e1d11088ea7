import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IMAGE_TOASTS, IMAGE_UPLOAD_FIELD, MAX_IMAGES_ON_CREATE, MAX_IMAGES_PER_CODE, uploadFailedStatusMessage } from '../../domain/images/images';
import { endpointPath, type EndpointReply } from '../../domain/api/endpoint';
import * as endpoints from '../../domain/images/endpoints';
import type { Image, ImageListReply } from '../../domain/images/schemas';
import { ApiError, api, apiUrl, currentToken, endSessionAfterRefusal, parseJsonBody, serverMessageOf, signedInHeaders } from './client';
import { zarcodeKeys } from './zarcodes';

/*
 * Photos of codes. JSON calls go through `api`; the upload goes through XMLHttpRequest, the one browser API that reports upload progress, with the same headers
 * and the same handling of a refused session as `api`.
 */

/** Whose photos: a code being created (its temporary upload session) or a saved code (uuid or code). */
export type ImageTarget = { kind: 'temporary'; sessionId: string } | { kind: 'saved'; zarcodeId: string };

export const imageKeys = {
  all: ['images'] as const,
  list: (target: ImageTarget) =>
    target.kind === 'temporary'
      ? (['images', 'temporary', target.sessionId] as const)
      : (['images', 'zarcode', target.zarcodeId] as const),
};

/** The limit before the server has said it: 9 while creating, 10 on a code. */
export const defaultMaxImages = (target: ImageTarget) =>
  target.kind === 'temporary' ? MAX_IMAGES_ON_CREATE : MAX_IMAGES_PER_CODE;


/**
 * GET the photos, in display order. A code's list is read again on every visit (the server sends it
 * with no-store); a temporary session only changes through this panel, so its list is kept, and a
 * session just made (`isNew`) is known to be empty without asking.
 */
export function useImagesQuery(target: ImageTarget, options: { enabled?: boolean; isNew?: boolean } = {}) {
  const isTemporary = target.kind === 'temporary';
  return useQuery({
    queryKey: imageKeys.list(target),
    queryFn: ({ signal }) =>
      target.kind === 'temporary'
        ? api.call(endpoints.listTemporaryImagesEndpoint, { params: { sessionId: target.sessionId } }, { signal })
        : api.call(endpoints.listZarcodeImagesEndpoint, { params: { id: target.zarcodeId } }, { signal }),
    enabled: options.enabled ?? true,
    staleTime: isTemporary ? Infinity : 0,
    initialData: options.isNew ? { images: [], maxImages: defaultMaxImages(target) } : undefined,
  });
}

export interface UploadOptions {
  /** Called as the body goes up, with the fraction sent (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST the files as multipart (field `images`, once per file), reporting progress. Answers the whole
 * list. Failures are ApiErrors in the photo toasts' words: the server's message, else 'Upload failed
 * with status N'; 'Network error during upload' when no answer came; a 401/403 ends the session.
 */
export async function uploadImages(target: ImageTarget, files: readonly File[], options: UploadOptions = {}) {
  const token = await currentToken();
  const body = new FormData();
  for (const file of files) body.append(IMAGE_UPLOAD_FIELD, file, file.name);

  const upload =
    target.kind === 'temporary'
      ? { endpoint: endpoints.uploadTemporaryImagesEndpoint, path: endpointPath(endpoints.uploadTemporaryImagesEndpoint.path, { sessionId: target.sessionId }) }
      : { endpoint: endpoints.uploadZarcodeImagesEndpoint, path: endpointPath(endpoints.uploadZarcodeImagesEndpoint.path, { id: target.zarcodeId }) };

  type UploadReply = EndpointReply<typeof upload.endpoint>;
  return new Promise<UploadReply>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(upload.endpoint.method, apiUrl(upload.path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(signedInHeaders(token))) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseJsonBody(text, xhr.status) as UploadReply);
        } catch (error) {
          reject(error instanceof ApiError ? error : new ApiError(IMAGE_TOASTS.uploadFailedFallback, xhr.status));
        }
        return;
      }
      const serverMessage = serverMessageOf(text);
      if ((xhr.status === 401 || xhr.status === 403) && token) {
        reject(new ApiError(endSessionAfterRefusal(serverMessage), xhr.status, serverMessage));
        return;
      }
      reject(new ApiError(serverMessage ?? uploadFailedStatusMessage(xhr.status), xhr.status, serverMessage));
    };
    xhr.onerror = () => reject(new ApiError(IMAGE_TOASTS.networkError, 0));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * A temporary photo's file, which needs the uploader's token, as a Blob for an object URL. A saved
 * photo's URL is public and goes straight into an <img>.
 */
export async function fetchImageBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = await currentToken();
  const response = await fetch(url, { headers: signedInHeaders(token), credentials: 'include', signal });
  if (!response.ok) {
    const serverMessage = serverMessageOf(await response.text());
    if ((response.status === 401 || response.status === 403) && token) {
      throw new ApiError(endSessionAfterRefusal(serverMessage), response.status, serverMessage);
    }
    throw new ApiError(serverMessage ?? `Image failed with status ${response.status}`, response.status, serverMessage);
  }
  return response.blob();
}

/** A saved code's photo count is on its record (lists, code page): read those again after a change. */
function useAfterImagesChanged(target: ImageTarget) {
  const client = useQueryClient();
  return (reply: ImageListReply) => {
    client.setQueryData(imageKeys.list(target), reply);
    if (target.kind === 'saved') void client.invalidateQueries({ queryKey: zarcodeKeys.all });
  };
}

export function useUploadImagesMutation(target: ImageTarget) {
  const afterChange = useAfterImagesChanged(target);
  return useMutation({
    mutationFn: ({ files, onProgress }: { files: File[]; onProgress?: (fraction: number) => void }) =>
      uploadImages(target, files, { onProgress }),
    onSuccess: afterChange,
  });
}

/**
 * PUT the new order: every photo's place from 0. The list shows the new order at once and goes back
 * to the old one if the server refuses.
 */
export function useReorderImagesMutation(target: ImageTarget) {
  const client = useQueryClient();
  const afterChange = useAfterImagesChanged(target);
  const key = imageKeys.list(target);
  return useMutation({
    mutationFn: (ordered: Image[]) => {
      const body = { imageOrders: ordered.map((image, index) => ({ id: image.id, displayOrder: index })) };
      return target.kind === 'temporary'
        ? api.call(endpoints.reorderTemporaryImagesEndpoint, { params: { sessionId: target.sessionId }, body })
        : api.call(endpoints.reorderZarcodeImagesEndpoint, { params: { id: target.zarcodeId }, body });
    },
    onMutate: async (ordered) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ImageListReply>(key);
      if (previous) client.setQueryData<ImageListReply>(key, { ...previous, images: ordered });
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: afterChange,
  });
}

/** DELETE one photo; answers the list left. */
export function useDeleteImageMutation(target: ImageTarget) {
  const afterChange = useAfterImagesChanged(target);
  return useMutation({
    mutationFn: (imageId: string) =>
      target.kind === 'temporary'
        ? api.call(endpoints.deleteTemporaryImageEndpoint, { params: { sessionId: target.sessionId, imageId } })
        : api.call(endpoints.deleteZarcodeImageEndpoint, { params: { id: target.zarcodeId, imageId } }),
    onSuccess: afterChange,
  });
}

/**
 * Drops all of a session's photos when the creator starts
 * over. Best effort: what is left is cleaned up after 24 hours anyway.
 */
export function discardTemporaryImages(sessionId: string): Promise<unknown> {
  return api.call(endpoints.deleteTemporaryImagesEndpoint, { params: { sessionId } }).catch(() => undefined);
}
