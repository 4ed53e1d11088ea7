import type * as React from 'react';
import { serverMessageOr } from '../../../api/client';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** The frame of the admin pages built here: a title, a line under it, and the content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-5 px-4 py-6 sm:px-6 lg:px-0 lg:py-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

/** The server's message of a failed call, else the fallback. */
export { serverMessageOr };

/** What an admin page shows when its data could not be read: a title and the server's message. */
export function FetchError({
  title,
  error,
  fallback = 'Please reload the page.',
  className,
}: {
  title: string;
  error: unknown;
  fallback?: string;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{serverMessageOr(error, fallback)}</AlertDescription>
    </Alert>
  );
}
