// The payments feature's face: what the rest of the server may use of it.
export { adminFilters } from './admin-queries';
export type { PaymentDeps } from './checkout';
export { buildNextStep } from './next-step';
export { createNotificationProcessor } from './notifications';
export type { NotificationProcessor } from './notifications';
export { presentAdminPayment, presentPayment } from './presenter';
export { getViewFor, selectViews, toView } from './views';
