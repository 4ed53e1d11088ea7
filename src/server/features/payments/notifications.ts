import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PAYFAST_STATUS, formValue, notificationFormProblem, notificationParamString, signedNotificationFields, type FormPairs } from '../../../domain/payfast/payfast';
import type { NotificationOutcome } from '../../../domain/payments/schemas';
import { formatCents, parseAmountToCents } from '../../../domain/pricing/pricing';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { paymentNotifications, payments } from '../../db/schema';
import { isUuid } from '../../db/values';
import { GatewayUnavailableError, type PayfastGateway } from '../../infra/payfast/gateway';
import { isNotificationSignatureValid } from '../../infra/payfast/signature';
import type { NotifySources } from '../../infra/payfast/sources';
import { grantPayment } from '../../commands/grant-payment';

/** Notifications still to process. */
const OPEN_OUTCOMES: NotificationOutcome[] = ['received', 'retry'];
/** A notification whose validate call keeps failing is given up after this long (then 'error'). */
const RETRY_FOR_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 60_000;
/** The periodic sweep leaves younger notifications to the request that stored them. */
const SWEEP_MIN_AGE_MS = 30_000;
const SWEEP_BATCH = 100;

export interface NotificationProcessor {
  /**
   * Stores a notification as received (its fields in the order posted) and starts processing it in
   * the background: PayFast gets its 200 at once, and nothing it sent is lost if the server dies.
   * Answers the notification's id.
   */
  receive(input: { pairs: FormPairs; sourceIp: string }): Promise<string>;
  /** Processes stored notifications still open (received, retry) at least `minAgeMs` old. */
  sweep(minAgeMs?: number): Promise<number>;
  /** Resolves once no notification is being processed (tests, shutdown). */
  idle(): Promise<void>;
  /** The start-up sweep (notifications left by a crash) and the periodic one. */
  start(): void;
  close(): Promise<void>;
}

type Verdict = { outcome: NotificationOutcome; message: string };

const rejected = (message: string): Verdict => ({ outcome: 'rejected', message });

/**
 * PayFast's notifications (ITN), checked as PayFast's documentation asks before anything is granted:
 * the signature over the posted fields in their order with the passphrase, the source address, the
 * merchant id, the amount against the stored payment, and the server-to-server validate call
 * answering VALID. Only then does payment_status count: COMPLETE grants (once, however often it is
 * sent), CANCELLED and FAILED are recorded. Every notification and its outcome stay in
 * payment_notifications for the admin.
 */
export function createNotificationProcessor(deps: {
  db: Database;
  config: Config;
  logger: Logger;
  gateway: PayfastGateway;
  sources: NotifySources;
}): NotificationProcessor {
  const { db, config, logger, gateway, sources } = deps;
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | null = null;
  let isSweeping = false;
  let isClosed = false;

  async function judge(row: typeof paymentNotifications.$inferSelect, posted: FormPairs): Promise<Verdict> {
    const problem = notificationFormProblem(posted);
    if (problem) return rejected(problem);
    if (!isNotificationSignatureValid(posted, config.payfast.passphrase)) {
      return rejected('The signature does not match the fields posted');
    }
    if (!(await sources.isTrusted(row.sourceIp))) {
      return rejected(`The notification came from ${row.sourceIp}, which is not one of PayFast's addresses`);
    }
    const signed = signedNotificationFields(posted);
    const merchantId = formValue(signed, 'merchant_id');
    if (!config.payfast.merchantId) return rejected('No PayFast merchant is configured');
    if (merchantId !== config.payfast.merchantId) {
      return rejected(`merchant_id ${merchantId ?? '(none)'} is not this merchant's`);
    }
    // The payment its m_payment_id names was found when the notification was received.
    const [payment] = row.paymentId ? await db.select().from(payments).where(eq(payments.id, row.paymentId)).limit(1) : [];
    if (!payment) return rejected(`m_payment_id ${formValue(signed, 'm_payment_id') || '(none)'} is not one of our payments`);
    if (payment.mode === 'mock') return rejected('The payment was made in mock mode: PayFast never saw it');
    const gross = formValue(signed, 'amount_gross');
    const grossCents = gross === undefined ? null : parseAmountToCents(gross);
    if (grossCents !== payment.amountCents) {
      return rejected(`amount_gross ${gross ?? '(none)'} is not the payment's amount, ${formatCents(payment.amountCents)}`);
    }
    const status = formValue(signed, 'payment_status');
    if (status === PAYFAST_STATUS.complete && payment.status === 'complete') {
      return { outcome: 'duplicate', message: 'The payment is already complete: nothing granted again' };
    }

    let answer: string;
    try {
      answer = await gateway.validate(payment.mode, notificationParamString(signed));
    } catch (error) {
      if (!(error instanceof GatewayUnavailableError)) throw error;
      const isStale = Date.now() - row.createdAt.getTime() > RETRY_FOR_MS;
      return { outcome: isStale ? 'error' : 'retry', message: error.message };
    }
    if (answer !== 'VALID') return rejected(`PayFast's validate call answered ${answer || '(nothing)'}, not VALID`);

    switch (status) {
      case PAYFAST_STATUS.complete: {
        const result = await grantPayment(db, {
          paymentId: payment.id,
          providerPaymentId: formValue(signed, 'pf_payment_id') ?? null,
          fromStatuses: ['pending', 'cancelled', 'failed'],
        });
        if (!result.isGranted) {
          return { outcome: 'duplicate', message: 'The payment is already complete: nothing granted again' };
        }
        // Granted all the same after the buyer (or PayFast) gave it up: PayFast took the money.
        const wasGivenUp = payment.status === 'cancelled' || payment.status === 'failed';
        const granted = wasGivenUp ? `Granted, though the payment was ${payment.status}: PayFast confirmed the money` : 'Granted';
        return {
          outcome: 'granted',
          message: result.voucherOverrun
            ? `${granted}. Its voucher's uses were already at the maximum (the checkout's hold had run out): the buyer kept the price quoted`
            : granted,
        };
      }
      case PAYFAST_STATUS.cancelled:
      case PAYFAST_STATUS.failed: {
        const newStatus = status === PAYFAST_STATUS.cancelled ? 'cancelled' : 'failed';
        const [changed] = await db
          .update(payments)
          .set({ status: newStatus, updatedAt: new Date() })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
          .returning({ id: payments.id });
        return changed
          ? { outcome: newStatus, message: `Payment ${newStatus}` }
          : { outcome: 'ignored', message: `The payment is ${payment.status}: left as it is` };
      }
      default:
        return { outcome: 'ignored', message: `payment_status ${status ?? '(none)'} needs nothing done` };
    }
  }

  async function processOne(id: string): Promise<void> {
    const [row] = await db.select().from(paymentNotifications).where(eq(paymentNotifications.id, id)).limit(1);
    if (!row || !OPEN_OUTCOMES.includes(row.outcome as NotificationOutcome)) return;
    const pairs = row.fields as FormPairs;
    let verdict: Verdict;
    try {
      verdict = await judge(row, pairs);
    } catch (error) {
      logger.error({ err: error, notificationId: id }, 'payment notification failed');
      verdict = { outcome: 'error', message: `Processing failed: ${(error as Error).message}` };
    }
    // Written only while still open: of two instances processing the same row, the first word stays.
    await db
      .update(paymentNotifications)
      .set({ outcome: verdict.outcome, message: verdict.message })
      .where(and(eq(paymentNotifications.id, id), inArray(paymentNotifications.outcome, OPEN_OUTCOMES)));
    const log = { notificationId: id, paymentId: row.paymentId, outcome: verdict.outcome, reason: verdict.message };
    if (verdict.outcome === 'rejected' || verdict.outcome === 'error') logger.warn(log, 'payment notification refused');
    else logger.info(log, 'payment notification processed');
  }

  function track(id: string): Promise<void> {
    const run = processOne(id).catch((error: unknown) => {
      logger.error({ err: error, notificationId: id }, 'payment notification could not be processed');
    });
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
    return run;
  }

  async function sweep(minAgeMs = 0): Promise<number> {
    if (isSweeping || isClosed) return 0;
    isSweeping = true;
    try {
      const rows = await db
        .select({ id: paymentNotifications.id })
        .from(paymentNotifications)
        .where(
          and(
            inArray(paymentNotifications.outcome, OPEN_OUTCOMES),
            lt(paymentNotifications.createdAt, new Date(Date.now() - minAgeMs)),
          ),
        )
        .orderBy(asc(paymentNotifications.createdAt))
        .limit(SWEEP_BATCH);
      for (const row of rows) {
        if (isClosed) break;
        await track(row.id);
      }
      return rows.length;
    } finally {
      isSweeping = false;
    }
  }

  return {
    async receive({ pairs, sourceIp }) {
      const paymentId = formValue(signedNotificationFields(pairs), 'm_payment_id') ?? '';
      const [payment] = isUuid(paymentId)
        ? await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).limit(1)
        : [];
      const [row] = await db
        .insert(paymentNotifications)
        .values({ paymentId: payment?.id ?? null, sourceIp, fields: pairs, outcome: 'received' })
        .returning({ id: paymentNotifications.id });
      if (!isClosed) void track(row!.id);
      return row!.id;
    },
    sweep,
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    start() {
      void sweep(0).catch((error: unknown) => logger.error({ err: error }, 'payment notification sweep failed'));
      timer = setInterval(() => {
        void sweep(SWEEP_MIN_AGE_MS).catch((error: unknown) =>
          logger.error({ err: error }, 'payment notification sweep failed'),
        );
      }, SWEEP_EVERY_MS);
      timer.unref();
    },
    async close() {
      isClosed = true;
      if (timer) clearInterval(timer);
      timer = null;
      while (inFlight.size > 0 || isSweeping) {
        await Promise.allSettled([...inFlight]);
        if (isSweeping && inFlight.size === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
