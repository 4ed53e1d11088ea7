import { RETENTION_RULES } from '../../../domain/privacy/privacy';
import type { PrivacyProcessingReply, Processor } from '../../../domain/privacy/schemas';
import type { Config } from '../../config';
import type { SystemSettingsRow } from '../settings';

/** The host of a URL setting, without any user or password in it; null when it is no URL. */
function hostOf(url: string): string | null {
  try {
    return new URL(url.replace(/\{[a-z]\}/g, 'a')).hostname || null;
  } catch {
    return null;
  }
}

/**
 * The outside services that receive personal data as this server is set up now, read from its
 * settings and System Settings: what the privacy policy names, so that it never lists a service that is
 * not used, nor leaves out one that is.
 */
export function processorsInUse(config: Config, settings: Pick<SystemSettingsRow, 'usePayFast' | 'googleMapsApiKey'>): Processor[] {
  const processors: Processor[] = [];
  if (settings.usePayFast) {
    processors.push({
      kind: 'payments',
      name: 'PayFast',
      host: hostOf(config.payfast.baseUrl ?? 'https://www.payfast.co.za'),
      purpose: 'Takes card and other payments on its own pages; receives what is bought, the amount, and the buyer\u2019s name and e-mail address.',
    });
  }
  if (config.smtpUrl) {
    processors.push({
      kind: 'email',
      name: 'Our e-mail relay',
      host: hostOf(config.smtpUrl),
      purpose: 'Delivers the e-mails we send you (password resets, receipts, notices); sees your e-mail address and the message.',
    });
  }
  processors.push({
    kind: 'mapTiles',
    name: 'The map tile server',
    host: hostOf(config.tileUrl),
    purpose: 'Serves the map pictures; sees your network address and the area of the map you view, as any website does.',
  });
  if (settings.googleMapsApiKey.trim()) {
    processors.push({
      kind: 'maps',
      name: 'Google Maps Platform',
      host: hostOf(config.googleMapsBaseUrl ?? 'https://maps.googleapis.com'),
      purpose: 'Finds places you search for and the address of a point you choose; receives the words searched or the point.',
    });
  }
  if (config.gtmId) {
    processors.push({
      kind: 'analytics',
      name: 'Google Tag Manager and Google Analytics',
      host: 'www.googletagmanager.com',
      purpose: 'Measures how the site is used, only after you choose Accept on the analytics notice; IP addresses are anonymised.',
    });
  }
  if (config.s3) {
    processors.push({
      kind: 'storage',
      name: 'Our file storage',
      host: config.s3.endpoint ? hostOf(config.s3.endpoint) : `s3.${config.s3.region}.amazonaws.com`,
      purpose: 'Keeps the photos of codes and the copies of data people ask for.',
    });
  }
  const { whatsapp, sms, ussd } = config.channels;
  if (whatsapp) {
    processors.push({
      kind: 'messaging',
      name: 'WhatsApp (Meta)',
      host: hostOf(whatsapp.graphUrl),
      purpose: 'Carries the messages people send our WhatsApp number and our answers; sees the phone number and the message.',
    });
  }
  if (sms) {
    processors.push({
      kind: 'messaging',
      name: 'Our SMS provider',
      host: hostOf(sms.sendUrl),
      purpose: 'Carries SMS to and from our number (code look-ups, location-request links); sees the phone number and the message.',
    });
  }
  if (ussd) {
    processors.push({
      kind: 'messaging',
      name: 'Our USSD gateway',
      host: null,
      purpose: 'Carries the USSD menu sessions; sees the phone number and what is typed.',
    });
  }
  return processors;
}

/** GET /api/privacy/processing: the processors in use and how long each kind of data is kept. */
export function privacyProcessing(config: Config, settings: SystemSettingsRow): PrivacyProcessingReply {
  return { processors: processorsInUse(config, settings), retention: [...RETENTION_RULES] };
}
