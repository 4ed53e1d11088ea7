import { requestSmsText } from '../../domain/location-requests/location-requests';
import type { CreateLocationRequestBody, CreateLocationRequestReply } from '../../domain/location-requests/schemas';
import type { AppDeps } from '../deps';
import { getUser } from '../features/auth';
import { createLocationRequest, presentLocationRequest } from '../features/location-requests';

// Asking someone for their location, from /requests or the API: the request and its link, and, when
// a number is given, the link sent there by SMS from the server.

/**
 * A new location request of `userId`, and its link sent by SMS to `body.sendTo` when given. Before
 * anything is made: 503 when SMS is not set up, 409 when the number asked us to STOP, 429 past the
 * SMS limits. A send that fails leaves the request made (its link is in the answer, to send another
 * way) and says so in `sms.status`.
 */
export async function requestLocation(
  deps: Pick<AppDeps, 'db' | 'config' | 'channels'>,
  userId: string,
  body: CreateLocationRequestBody,
): Promise<CreateLocationRequestReply> {
  const { db, config, channels } = deps;
  if (body.sendTo) await channels.admitOwnSms(body.sendTo, userId);
  const { row, token, url } = await createLocationRequest(db, userId, body, config.publicUrl);
  const reply = { request: presentLocationRequest(row), token, url, sms: null };
  if (!body.sendTo) return reply;
  const requester = await getUser(db, userId);
  const sent = await channels.sendOwnSms({
    to: body.sendTo,
    text: requestSmsText(`${requester.firstName} ${requester.lastName}`.trim(), row.note, url),
    origin: 'location_request',
    kind: 'location_request',
    // The link's text is the one the web shares, in English.
    language: 'en',
    userId,
  });
  return { ...reply, sms: { to: sent.maskedNumber, status: sent.status === 'sent' ? 'sent' : 'failed' } };
}
