import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/use-page-title';
import { paths } from '../paths';
import { Button } from './ui/button';

export const ADMIN_REQUIRED_TEXT = 'You need administrator privileges to access this page.';
export const SUPER_ADMIN_REQUIRED_TEXT = 'You need super administrator privileges to access this page.';

export function AccessDenied({ message }: { message: string }) {
  usePageTitle('Access Denied');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600" aria-hidden>
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Access Denied</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <Button asChild className="mt-6">
        <Link to={paths.dashboard()}>Back to Dashboard</Link>
      </Button>
    </section>
  );
}
