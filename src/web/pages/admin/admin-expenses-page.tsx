import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminExpensesPage() {
  return <ComingSoon title={'Expenses'} />;
}
