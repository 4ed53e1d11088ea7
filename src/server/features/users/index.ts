// The users feature's face: what the rest of the server may use of it.
export { userMail } from './mail';
export { getUserStats } from './service';
export { buyerColumns, presentBuyer } from './buyer';
export type { BuyerColumns, PaymentBuyer } from './buyer';
