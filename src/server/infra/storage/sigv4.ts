import { createHash, createHmac } from 'node:crypto';

// AWS Signature Version 4 for S3, header form, payload signed. Written out here (about 60 lines)
// instead of pulling in the AWS SDK (several megabytes and dozens of packages) for four calls.
// Reference: https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** 's3' for S3 and every S3-compatible store. */
  service?: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** Headers to send and sign, besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (sha256Hex('') for none). */
  payloadHash: string;
  now: Date;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding, as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is escaped. */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** 20130524T000000Z */
export const amzDate = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * The headers to send with a request: the caller's, plus host, x-amz-date, x-amz-content-sha256
 * and Authorization. The URL's path must already be URI-encoded segment by segment (S3 does not
 * encode twice); its query, if any, is canonicalised here.
 */
export function signRequest(credentials: SigningCredentials, request: RequestToSign): Record<string, string> {
  const service = credentials.service ?? 's3';
  const dateTime = amzDate(request.now);
  const day = dateTime.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  headers.host = request.url.host;
  headers['x-amz-date'] = dateTime;
  headers['x-amz-content-sha256'] = request.payloadHash;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((name) => `${name}:${headers[name]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    query,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', dateTime, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization =
    `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
    `SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}
