import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../paths';
import { Button } from './ui/button';

/** Who may open the page: 'admin' for the admin area, 'superAdmin' for system settings, e-mail and the audit log. */
export type RequiredRole = 'admin' | 'superAdmin';

export function AccessDenied({ required }: { required: RequiredRole }) {
  const { t } = useTranslation();
  usePageTitle(t('accessDenied'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden>
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('accessDenied')}</h1>
      <p className="mt-3 text-muted-foreground">{t(required === 'admin' ? 'adminRequired' : 'superAdminRequired')}</p>
      <Button asChild className="mt-6">
        <Link to={paths.dashboard()}>{t('backToDashboard')}</Link>
      </Button>
    </section>
  );
}
