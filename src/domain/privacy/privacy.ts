import { PAYMENT_RECORDS_KEPT_YEARS } from '../payments/payments';

/*
 * A person's rights over what is held about them (POPIA): a copy of it ("Download my data"), its
 * deletion ("Delete my account"), and their answers to consent notices, kept with the account.
 */

/** How long a ready export stays downloadable before the retention job deletes it. */
export const DATA_EXPORT_KEPT_HOURS = 24;
/** One export per person in this many hours, counted from when the last one was asked for. */
export const DATA_EXPORT_INTERVAL_HOURS = 24;

export const DATA_EXPORT_STATES = ['none', 'queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

/**
 * The version of the analytics notice's words (the day they were last changed). A person's answer is
 * recorded with the version they read; change it when the notice says something new.
 */
export const ANALYTICS_NOTICE_VERSION = '2026-11-26';
export const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The words of the daily limit: when the next export may be asked for. */
export function nextExportMessage(nextAt: string): string {
  return `You can download your data once a day. Your next export is possible from ${nextAt}.`;
}

export const WRONG_PASSWORD_MESSAGE = 'The password is not right: nothing was deleted';
export const LAST_SUPER_ADMIN_ACCOUNT_MESSAGE =
  'You are the last active super admin: make another super admin before you delete your account';
export const ACCOUNT_DELETED_MESSAGE = `Your account is deleted. Your payments are kept for ${PAYMENT_RECORDS_KEPT_YEARS} years, without your name or e-mail.`;

/** The names of the scheduled jobs that delete data when its time is up (server/background-jobs.ts). */
export const RETENTION_JOBS = {
  images: 'image-clean-up',
  rateLimits: 'rate-limit-clean-up',
  sessions: 'session-clean-up',
  locationRequests: 'location-request-clean-up',
  dataExports: 'data-export-clean-up',
  channelNumbers: 'channel-numbers-clean-up',
  webhookDeliveries: 'webhook-clean-up',
} as const;
export type RetentionJobName = (typeof RETENTION_JOBS)[keyof typeof RETENTION_JOBS];

export interface RetentionRule {
  /** What is kept. */
  data: string;
  /** For how long, in the privacy policy's words. */
  keptFor: string;
  /** The scheduled job that deletes it when its time is up; null when a person or the law decides. */
  job: RetentionJobName | null;
}

/**
 * How long each kind of data is kept, as the privacy policy lists it. Every job named here is one the
 * server schedules (a test checks each deletes what it should).
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    data: 'Your account, your codes, their photos and access details, your creator page, API keys and webhooks, saved codes, delivery runs kept in your account and consent answers',
    keptFor: 'until you delete your account (Profile, Delete my account) or ask us to',
    job: null,
  },
  {
    data: 'Payment records (what was bought, the amount and the VAT)',
    keptFor: `${PAYMENT_RECORDS_KEPT_YEARS} years, as South African tax law requires; once your account is deleted they no longer carry your name or e-mail`,
    job: null,
  },
  { data: 'Photos uploaded but never attached to a code', keptFor: '24 hours, then deleted every hour', job: RETENTION_JOBS.images },
  { data: 'Sign-in sessions', keptFor: 'until their last token expires (7 days at most), then deleted every hour', job: RETENTION_JOBS.sessions },
  {
    data: 'Counts of requests per network address (abuse limits)',
    keptFor: 'until the limit\u2019s time window ends (an hour at most), then deleted every 10 minutes',
    job: RETENTION_JOBS.rateLimits,
  },
  {
    data: '"Send me your location" requests and their answers',
    keptFor: '30 days after the link expired, then deleted every hour (or at once by the person who asked)',
    job: RETENTION_JOBS.locationRequests,
  },
  {
    data: 'Your data exports (Download my data)',
    keptFor: `${DATA_EXPORT_KEPT_HOURS} hours after they are ready, then deleted every hour`,
    job: RETENTION_JOBS.dataExports,
  },
  {
    data: 'Phone numbers that wrote to us on WhatsApp, by SMS or by USSD, with what they asked and what we answered',
    keptFor: 'the number in full for 30 days, then only a scrambled form of it (kept a year after its last message, or as long as needed to honour a STOP)',
    job: RETENTION_JOBS.channelNumbers,
  },
  {
    data: 'What we sent to your webhooks, with each try and what your receiver answered',
    keptFor: '30 days after it was delivered or given up, then deleted every hour',
    job: RETENTION_JOBS.webhookDeliveries,
  },
  { data: 'Contact messages and the e-mails we send', keptFor: 'as long as needed to answer you and follow up', job: null },
];

/** The kinds of outside service that may process personal data for the product. */
export const PROCESSOR_KINDS = ['payments', 'email', 'mapTiles', 'maps', 'analytics', 'storage', 'messaging'] as const;
export type ProcessorKind = (typeof PROCESSOR_KINDS)[number];
