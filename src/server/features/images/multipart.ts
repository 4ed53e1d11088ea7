import type { IncomingMessage } from 'node:http';
import type {} from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMAGE_UPLOAD_FIELD, IMAGE_TOASTS, MAX_IMAGE_BYTES, MAX_IMAGES_PER_CODE, NOT_MULTIPART_MESSAGE, WRONG_UPLOAD_FIELD_MESSAGE, imageTooLargeMessage } from '../../../domain/images/images';
import { badRequest, HttpError, payloadTooLarge } from '../../errors';
import type { IncomingImageFile } from './service';

// Reading an upload's multipart body: the HTTP side of uploads, kept out of the service.

/** Parser limits: a form of photos and a few small fields, never more. */
const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 50,
  fields: 20,
  fieldSize: 10_000,
  parts: 70,
  headerPairs: 20,
};

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** The multipart plugin's and the parser's errors, in words a person can act on. */
function asHttpError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  switch (errorCode(error)) {
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
      return payloadTooLarge(IMAGE_TOASTS.tooManyFiles);
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('Too many form fields');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('The upload was interrupted before it was complete');
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('Malformed multipart form');
  }
  // Busboy's own parse errors ('Unexpected end of form', 'Malformed part header'...).
  if (error instanceof Error && !(error as { statusCode?: number }).statusCode) {
    return badRequest('Malformed multipart form');
  }
  return error;
}

/** The name to show for a file: no folders, no control characters, at most 200 characters. */
export function cleanFilename(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return Array.from(cleaned).slice(0, 200).join('') || 'image';
}

/**
 * The photos of a multipart request, in the field 'images', one at a time: each must be read
 * (IncomingImageFile.read) before the next is asked for. Other text fields are ignored; a file in
 * another field is refused. A file over 10 MB is refused with 413 when read.
 */
export async function* imageFilesOf(request: FastifyRequest): AsyncGenerator<IncomingImageFile> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART_MESSAGE);
  const parts = request.parts({ limits: MULTIPART_LIMITS });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== IMAGE_UPLOAD_FIELD) throw badRequest(WRONG_UPLOAD_FIELD_MESSAGE);
      const filename = cleanFilename(part.filename);
      yield {
        filename,
        async read() {
          try {
            return await part.toBuffer();
          } catch (error) {
            if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(imageTooLargeMessage(filename));
            throw asHttpError(error);
          }
        },
      };
    }
  } catch (error) {
    throw asHttpError(error);
  }
}

/** The most of a refused upload's body still read, so the client can read the refusal. */
const MAX_DISCARD_BYTES = MAX_IMAGES_PER_CODE * MAX_IMAGE_BYTES + 1024 * 1024;
const DISCARD_TIMEOUT_MS = 30_000;

/**
 * An upload refused before its body was read to the end (not signed in, a bad file, the limit):
 * reads the rest and drops it before the answer goes, because a browser still sending a body
 * often reports a connection reset instead of the answer. A body too long or too slow is cut
 * off and the connection closed.
 */
export async function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw: IncomingMessage = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  raw.unpipe();
  await new Promise<void>((resolve) => {
    let seen = 0;
    const finish = (isComplete: boolean) => {
      clearTimeout(timer);
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('close', onClose);
      raw.off('error', onClose);
      if (!isComplete) {
        raw.pause();
        reply.header('connection', 'close');
      }
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > MAX_DISCARD_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(raw.readableEnded);
    const timer = setTimeout(() => finish(false), DISCARD_TIMEOUT_MS);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('close', onClose);
    raw.once('error', onClose);
    raw.resume();
  });
}
