import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { analytics } from '../lib/analytics';
import { paths } from '../paths';
import { Button } from './ui/button';

/** The notice's words, in one place. */
export const CONSENT_TEXT = {
  label: 'Analytics choice',
  message:
    'May we measure how this site is used? With your permission we load Google Tag Manager, which sets analytics cookies (IP addresses anonymised). Nothing is sent if you decline.',
  privacyLink: 'Privacy Policy',
  accept: 'Accept',
  decline: 'Decline',
};

/**
 * The one-time analytics notice: shown only when a tag-manager container is configured and the
 * visitor has not answered yet. Accept loads the tag manager; Decline keeps it out; either is
 * remembered (lib/analytics.ts).
 */
export function ConsentNotice() {
  const { isOn, consent } = useSyncExternalStore(analytics.subscribe, analytics.getState, analytics.getState);
  if (!isOn || consent !== null) return null;
  return (
    <section
      aria-label={CONSENT_TEXT.label}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-white/95 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6 lg:px-8">
        <p className="flex-1 text-sm text-slate-700">
          {CONSENT_TEXT.message}{' '}
          <Link to={paths.privacyPolicy()} className="font-medium text-primary underline underline-offset-4">
            {CONSENT_TEXT.privacyLink}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => analytics.setConsent('declined')}>
            {CONSENT_TEXT.decline}
          </Button>
          <Button onClick={() => analytics.setConsent('accepted')}>{CONSENT_TEXT.accept}</Button>
        </div>
      </div>
    </section>
  );
}
