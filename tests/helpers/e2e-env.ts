import path from 'node:path';

/** Where the browser tests' server runs and keeps its data (its outbox is read by the tests). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** A stand-in tile server beside it (scripts/e2e-server.mjs): map tiles come from outside. */
export const E2E_TILE_PORT = E2E_PORT + 1;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATA_DIR = path.resolve(`.tmp/e2e-data-${E2E_PORT}`);
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'admin-secret-1' };
/**
 * WhatsApp and USSD on the shared server (SMS stays off): Meta's Graph API is a stand-in beside the
 * tile server (scripts/e2e-server.mjs), so that conversations can be made through the webhooks.
 */
export const E2E_CHANNELS = {
  whatsAppAppSecret: 'e2e-whatsapp-app-secret',
  whatsAppPhoneNumberId: '106540352242922',
  ussdSecret: 'e2e-ussd-webhook-secret',
};
/** An admin who is not a super admin, on a worker's own server started `withPlainAdmin`. */
export const E2E_PLAIN_ADMIN = { email: 'e2e-plain-admin@example.com', password: 'admin-secret-2' };
