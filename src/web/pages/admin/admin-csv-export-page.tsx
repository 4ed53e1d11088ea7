import { Download, FileSpreadsheet } from 'lucide-react';
import { useState } from 'react';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { ROLES } from '../../../domain/auth/roles';
import { PAYMENT_STATUSES } from '../../../domain/payments/payments';
import { PROVINCES } from '../../../domain/geo/provinces';
import { southAfricanDay } from '../../../domain/time/south-african-time';
import { useCsvExportMutation, type ExportName } from '../../api/admin-exports';
import { PAYMENT_STATUS_LABELS } from '../../components/payments/payment-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { toast } from '../../components/ui/use-toast';
import { downloadCsv } from '../../lib/download';
import { usePageTitle } from '../../lib/use-page-title';
import { AdminPage } from './parts/admin-page';
import { toastFailure } from '../../components/toast-failure';
import { FilterSelect, optionsOf } from './parts/filters';
import { ROLE_LABELS } from './users/roles';

interface ExportCard {
  name: ExportName;
  title: string;
  description: string;
  filter: { key: string; label: string; allLabel: string; options: { value: string; label: string }[] };
}

const EXPORTS: ExportCard[] = [
  {
    name: 'zarcodes',
    title: PRODUCT_NAME_PLURAL,
    description: 'Every code with its address, point, owner, verified and hidden state, views and link.',
    filter: { key: 'province', label: 'Province', allLabel: 'All Provinces', options: optionsOf(PROVINCES) },
  },
  {
    name: 'users',
    title: 'Users',
    description: 'Every account with its role, status, codes and last sign-in.',
    filter: { key: 'role', label: 'Role', allLabel: 'All roles', options: optionsOf(ROLES, ROLE_LABELS) },
  },
  {
    name: 'payments',
    title: 'Payments',
    description: "Every payment with its amount, VAT and voucher; a deleted buyer's name and e-mail are blank.",
    filter: {
      key: 'status',
      label: 'Status',
      allLabel: 'All statuses',
      options: optionsOf(PAYMENT_STATUSES, PAYMENT_STATUS_LABELS),
    },
  },
];

function ExportCardView({ card }: { card: ExportCard }) {
  const [value, setValue] = useState('');
  const download = useCsvExportMutation();
  const handleDownload = () =>
    download.mutate(
      { name: card.name, filters: { [card.filter.key]: value } },
      {
        onSuccess: (text) => {
          const fileName = `${card.name}-${southAfricanDay()}.csv`;
          downloadCsv(text, fileName);
          toast({ title: 'Export ready', description: fileName, variant: 'success' });
        },
        onError: (error) => toastFailure('Export failed', error, `Failed to export ${card.title.toLowerCase()}`),
      },
    );
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <FileSpreadsheet className="size-4 text-brand-700" aria-hidden />
          {card.title}
        </CardTitle>
        <CardDescription>{card.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <FilterSelect
          id={`export-${card.name}-${card.filter.key}`}
          label={card.filter.label}
          value={value}
          allLabel={card.filter.allLabel}
          options={card.filter.options}
          onValue={setValue}
        />
        <Button onClick={handleDownload} disabled={download.isPending} aria-label={`Download CSV of ${card.title}`}>
          {download.isPending ? <Spinner /> : <Download aria-hidden />}
          Download CSV
        </Button>
      </CardContent>
    </Card>
  );
}

/** /a/csv-export: codes, users and payments as CSV for spreadsheets (UTF-8 with BOM, formulas defused). */
export function AdminCsvExportPage() {
  usePageTitle('CSV Export');
  return (
    <AdminPage title="CSV Export" description="Spreadsheets of the business. Each download is recorded in the audit log.">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {EXPORTS.map((card) => (
          <ExportCardView key={card.name} card={card} />
        ))}
      </div>
    </AdminPage>
  );
}
