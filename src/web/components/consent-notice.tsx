import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANALYTICS_NOTICE_VERSION, type ConsentChoice } from '../../domain/privacy/privacy';
import { useConsentQuery, useRecordConsentMutation } from '../api/privacy';
import { analytics } from '../lib/analytics';
import { paths } from '../paths';
import { useSession } from '../session/use-session';
import { Button } from './ui/button';

/**
 * The one-time analytics notice: shown only when a tag-manager container is configured and the
 * visitor has not answered yet. Accept loads the tag manager; Decline keeps it out; either is
 * remembered (lib/analytics.ts) and, for a signed-in person, recorded with their account with the
 * notice's version. A signed-in person who answered this version on another device is not asked again.
 */
export function ConsentNotice() {
  const { t } = useTranslation();
  const { isOn, consent } = useSyncExternalStore(analytics.subscribe, analytics.getState, analytics.getState);
  const { isAuthenticated } = useSession();
  const isUnanswered = isOn && consent === null;
  const recorded = useConsentQuery(isUnanswered && isAuthenticated);
  const record = useRecordConsentMutation();
  const earlier = recorded.data?.analytics;

  useEffect(() => {
    if (isUnanswered && earlier?.noticeVersion === ANALYTICS_NOTICE_VERSION) analytics.setConsent(earlier.choice);
  }, [isUnanswered, earlier]);

  if (!isUnanswered || (isAuthenticated && recorded.isPending)) return null;

  function answer(choice: ConsentChoice) {
    analytics.setConsent(choice);
    if (isAuthenticated) record.mutate({ analytics: choice, noticeVersion: ANALYTICS_NOTICE_VERSION });
  }

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
          <Button variant="outline" onClick={() => answer('declined')}>
            {t('consent.decline')}
          </Button>
          <Button onClick={() => answer('accepted')}>{t('consent.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
