// The settings feature's face: what the rest of the server may use of it.
export { notifyUrlOf, paymentsUnavailable, resolvePaymentMode, warnWhenPaymentsUnavailable } from './payment-mode';
export { getSystemSettings } from './service';
export type { SystemSettingsRow } from './service';
