import type { AdminPaymentRecord } from '../../../domain/payments/schemas';
import { users } from '../../db/schema';

// A person as shown beside what they bought (a payment's buyer, a voucher's user): from a left join
// of users, so all null once the account is gone.

export type PaymentBuyer = NonNullable<AdminPaymentRecord['user']>;

/** The buyer's columns, from a left join of users on the payment's user (presentBuyer reads them). */
export const buyerColumns = {
  buyerId: users.id,
  buyerEmail: users.email,
  buyerFirstName: users.firstName,
  buyerLastName: users.lastName,
};

/** A buyer's columns from a left join of users: all null once the account is gone. */
export interface BuyerColumns {
  buyerId: string | null;
  buyerEmail: string | null;
  buyerFirstName: string | null;
  buyerLastName: string | null;
}

export function presentBuyer(row: BuyerColumns): PaymentBuyer | null {
  if (!row.buyerId || !row.buyerEmail) return null;
  return { id: row.buyerId, email: row.buyerEmail, firstName: row.buyerFirstName ?? '', lastName: row.buyerLastName ?? '' };
}
