import { TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button';

interface State {
  error: Error | null;
}

/**
 * Catches a page that failed to load or render, so the shell stays usable. Reset by `resetKey`
 * (the location), so moving to another page tries again.
 */
export class RouteErrorBoundary extends React.Component<{ children: React.ReactNode; resetKey: string }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo) {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center" role="alert">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-600" aria-hidden>
        <TriangleAlert className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('pageFailed')}</h1>
      <p className="mt-3 text-muted-foreground">{t('codePage:checkConnection')}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('offline:tryAgain')}
      </Button>
    </section>
  );
}
