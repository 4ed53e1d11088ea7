import { CheckCircle2, Clock, MapPinned, XCircle, type LucideIcon } from 'lucide-react';
import type { TFunction } from 'i18next';
import type * as React from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNoticeVisible, timeLeftText, windowTimeLeftMs, type ChangeRequestState } from '../../../domain/change-requests/change-requests';
import type { ChangeRequest } from '../../../domain/change-requests/schemas';
import { useDismissChangeRequestMutation, useMyChangeRequestsQuery } from '../../api/change-requests';
import { localMessage } from '../../lib/i18n';
import { useNow } from '../../lib/use-now';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';

/**
 * The change-request notices to show now: not dismissed, and not an
 * approval whose 24 hours have passed. Re-read every minute, so an approval's time left counts down
 * and the notice goes when it ends.
 */
export function useVisibleNotices(enabled = true) {
  const query = useMyChangeRequestsQuery(enabled);
  const now = useNow();
  const notices = (query.data?.changeRequests ?? []).filter((request) => isNoticeVisible(request, now));
  return { notices, now, isPending: query.isPending && enabled };
}

/** Dismiss, with a toast either way: 'Request dismissed' or the failure's words. */
export function useDismissNotice() {
  const { t } = useTranslation('changeRequests');
  const dismissal = useDismissChangeRequestMutation();
  return {
    isPending: dismissal.isPending,
    dismiss: (id: string) =>
      dismissal.mutate(id, {
        onSuccess: () => toast({ title: t('dismissed'), variant: 'success' }),
        onError: () => toast({ title: t('app:error'), description: t('dismissFailed'), variant: 'destructive' }),
      }),
  };
}

interface NoticeLook {
  /** Its title's key in the changeRequests namespace. */
  title: string;
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}

const NOTICE_LOOKS: Record<Exclude<ChangeRequestState, 'expired'>, NoticeLook> = {
  pending: {
    title: 'pendingTitle',
    icon: Clock,
    className: 'border-amber-200 bg-amber-50',
    iconClassName: 'text-amber-700',
  },
  approved: {
    title: 'approvedTitle',
    icon: CheckCircle2,
    className: 'border-brand-200 bg-brand-50',
    iconClassName: 'text-brand-700',
  },
  rejected: {
    title: 'declinedTitle',
    icon: XCircle,
    className: 'border-red-200 bg-red-50',
    iconClassName: 'text-red-700',
  },
  applied: {
    title: 'appliedTitle',
    icon: MapPinned,
    className: 'border-sky-200 bg-sky-50',
    iconClassName: 'text-sky-700',
  },
};

/** A shown notice's title: 'pendingTitle', ... */
export const noticeTitle = (t: TFunction, state: Exclude<ChangeRequestState, 'expired'>) => t(`changeRequests:${NOTICE_LOOKS[state].title}`);

/** What a notice says, by state: a sentence, and the rejection's note when there is one. */
function NoticeText({ request, now }: { request: ChangeRequest; now: Date }) {
  const { t, i18n } = useTranslation('changeRequests');
  const components = { code: <span className="font-mono font-semibold" /> };
  const values = { code: request.zarcode };
  switch (request.state) {
    case 'pending':
      return <Trans t={t} i18nKey="pendingText" values={values} components={components} />;
    case 'approved': {
      const timeLeft = localMessage(timeLeftText(windowTimeLeftMs(request, now)), i18n);
      return <Trans t={t} i18nKey="approvedText" values={{ ...values, timeLeft }} components={components} />;
    }
    case 'rejected':
      return (
        <>
          <Trans t={t} i18nKey="declinedText" values={values} components={components} />
          {request.rejectionNote ? <span className="mt-1 block italic">“{request.rejectionNote}”</span> : null}
        </>
      );
    default:
      return <Trans t={t} i18nKey="appliedText" values={values} components={components} />;
  }
}

/** The link a notice offers: Edit while the window is open, support after a rejection. */
export function noticeLinkOf(t: TFunction, request: ChangeRequest): { to: string; label: string } | null {
  if (request.state === 'approved' && request.canMove) return { to: paths.codeEdit(request.zarcode), label: t('changeRequests:edit') };
  if (request.state === 'rejected') return { to: paths.support(), label: t('common:contactSupport') };
  return null;
}

/**
 * A notice's icon, title and words, beside whatever follows them (its actions), in the dashboard's
 * size or the bell's smaller one. The caller lays the two out side by side.
 */
export function NoticeSummary({
  request,
  now,
  isCompact = false,
  children,
}: {
  request: ChangeRequest & { state: Exclude<ChangeRequestState, 'expired'> };
  now: Date;
  isCompact?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('changeRequests');
  const look = NOTICE_LOOKS[request.state];
  const Icon = look.icon;
  const Title = isCompact ? 'p' : 'h3';
  return (
    <>
      <Icon className={cn('mt-0.5 shrink-0', isCompact ? 'size-4' : 'size-5', look.iconClassName)} aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <Title className="font-semibold text-slate-900">{t(look.title)}</Title>
        <p className={cn('text-slate-700', !isCompact && 'mt-0.5')}>
          <NoticeText request={request} now={now} />
        </p>
        {children}
      </div>
    </>
  );
}

/** A notice that is shown: any state but an approval whose window has passed. */
export const isShownNotice = (request: ChangeRequest): request is ChangeRequest & { state: Exclude<ChangeRequestState, 'expired'> } =>
  request.state !== 'expired';

/** One notice on the dashboard: its state's title and words, its link, and Dismiss. */
function ChangeRequestNotice({
  request,
  now,
  onDismiss,
  isDismissing,
}: {
  request: ChangeRequest;
  now: Date;
  onDismiss: (id: string) => void;
  isDismissing: boolean;
}) {
  const { t } = useTranslation('changeRequests');
  if (!isShownNotice(request)) return null;
  const look = NOTICE_LOOKS[request.state];
  const link = noticeLinkOf(t, request);
  return (
    <article
      aria-label={t('noticeLabel', { title: noticeTitle(t, request.state), code: request.zarcode })}
      className={cn('flex gap-3 rounded-lg border p-4', look.className)}
    >
      <NoticeSummary request={request} now={now}>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {link ? (
            <Button
              asChild
              size="sm"
              variant={request.state === 'approved' ? 'default' : 'outline'}
              className={request.state === 'approved' ? undefined : 'bg-white/70'}
            >
              <Link to={link.to}>{link.label}</Link>
            </Button>
          ) : null}
          {request.canDismiss ? (
            <Button size="sm" variant="outline" className="bg-white/70" disabled={isDismissing} onClick={() => onDismiss(request.id)}>
              {t('app:dismiss')}
            </Button>
          ) : null}
        </div>
      </NoticeSummary>
    </article>
  );
}

/** The dashboard's change-request notices; nothing when there are none. */
export function ChangeRequestNotices() {
  const { t } = useTranslation('changeRequests');
  const { notices, now } = useVisibleNotices();
  const { dismiss, isPending } = useDismissNotice();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="change-request-notices" className="space-y-2">
      <h2 id="change-request-notices" className="sr-only">
        {t('title')}
      </h2>
      <ul className="grid gap-2 lg:grid-cols-2">
        {notices.map((request) => (
          <li key={request.id}>
            <ChangeRequestNotice request={request} now={now} onDismiss={dismiss} isDismissing={isPending} />
          </li>
        ))}
      </ul>
    </section>
  );
}
