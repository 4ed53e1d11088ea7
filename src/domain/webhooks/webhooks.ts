/**
 * Webhooks for integrators: the events a user's endpoints may receive, how deliveries are signed and
 * how long they are retried. Kept free of zod and of Node, so that the developer page reads the same
 * names and numbers as the server.
 */

/**
 * `location_request.answered`: one of the user's location requests got its answer.
 * `zarcode.moved`, `zarcode.updated`, `zarcode.deleted`: a code of the user's own, or one that one of
 * their API keys watches, changed place, changed what integrators read of it, or went.
 */
export const WEBHOOK_EVENT_TYPES = ['location_request.answered', 'zarcode.moved', 'zarcode.updated', 'zarcode.deleted'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Endpoints one user may register. */
export const MAX_WEBHOOKS = 10;
/** Codes one API key may watch. */
export const MAX_WATCHES_PER_KEY = 10_000;
/** Watches answered per page of GET /api/v1/watches. */
export const WATCHES_PAGE_SIZE = 1000;
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** Every signing secret starts so; 32 random bytes follow, in base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The header of every delivery: `t={unix seconds},v1={hex HMAC-SHA256 of "{t}.{raw body}"}`. */
export const WEBHOOK_SIGNATURE_HEADER = 'ZARcode-Signature';
/** The header naming the delivery (as /developers lists it), the same on each of its attempts. */
export const WEBHOOK_DELIVERY_HEADER = 'ZARcode-Delivery';
/** How old a signature a receiver should still accept: older ones may be replays. */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** What the owner sees of a secret after it was shown: the prefix and four characters. */
export function webhookSecretHint(secret: string): string {
  return secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4);
}

/** Deliveries (with their attempts) of one endpoint listed on /developers, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;
/** Delivered and failed deliveries are deleted this many days after they were made. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;

/*
 * The refusals a person registering or resending a webhook is shown (the pages translate them
 * through the messages catalogue).
 */
export const WEBHOOK_HTTPS_ONLY_MESSAGE = "The receiver's address must start with https://";
export const WEBHOOK_CREDENTIALS_MESSAGE = "The receiver's address must not hold a user name or password: check the signature instead";
export const WEBHOOK_LIMIT_MESSAGE = `You have ${MAX_WEBHOOKS} webhooks: delete one you no longer use first.`;
/** A try answered with a redirect (3xx), which is not followed. */
export const WEBHOOK_REDIRECT_MESSAGE = 'Redirects are not followed: give the final address';
export const WEBHOOK_STILL_TRYING_MESSAGE = 'This delivery is still being tried: wait for its outcome, then send it again.';
/** `address` is an address written out ('10.1.2.3'), or a name with the address it resolved to ('intranet.example (10.0.0.7)'). */
export const privateAddressMessage = (address: string) => `${address} is a private, loopback or link-local address: webhooks go to the public internet only`;
export const hostNotFoundMessage = (host: string) => `${host} could not be found`;
