import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { analytics } from '../lib/analytics';
import { paths } from '../paths';
import { Button } from './ui/button';

/**
 * The one-time analytics notice: shown only when a tag-manager container is configured and the
 * visitor has not answered yet. Accept loads the tag manager; Decline keeps it out; either is
 * remembered (lib/analytics.ts).
 */
export function ConsentNotice() {
  const { t } = useTranslation();
  const { isOn, consent } = useSyncExternalStore(analytics.subscribe, analytics.getState, analytics.getState);
  if (!isOn || consent !== null) return null;
  return (
    <section
      aria-label={t('consent.label')}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <p className="flex-1 text-sm text-slate-700">
          {t('consent.message')}{' '}
          <Link to={paths.privacyPolicy()} className="font-medium text-primary underline underline-offset-4">
            {t('privacyPolicy')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => analytics.setConsent('declined')}>
            {t('consent.decline')}
          </Button>
          <Button onClick={() => analytics.setConsent('accepted')}>{t('consent.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
