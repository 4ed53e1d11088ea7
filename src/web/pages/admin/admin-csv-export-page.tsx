import { ComingSoon } from '../../components/coming-soon';

/** Routed now, built later. */
export function AdminCsvExportPage() {
  return <ComingSoon title={'CSV Export'} />;
}
