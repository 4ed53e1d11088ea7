import { CheckCircle2, Clock, MapPinned, XCircle, type LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { isNoticeVisible, timeLeftText, windowTimeLeftMs, type ChangeRequestState } from '../../../domain/change-requests/change-requests';
import type { ChangeRequest } from '../../../domain/change-requests/schemas';
import { PRODUCT_NAME } from '../../../domain/brand';
import { useDismissChangeRequestMutation, useMyChangeRequestsQuery } from '../../api/change-requests';
import { useNow } from '../../lib/use-now';
import { cn } from '../../lib/utils';
import { paths } from '../../paths';
import { Button } from '../ui/button';
import { toast } from '../ui/use-toast';

/** The words for dismissing a notice. */
export const DISMISSED_TITLE = 'Request dismissed';
export const DISMISS_FAILED = 'Failed to dismiss the change request. Please try again.';

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
  const dismissal = useDismissChangeRequestMutation();
  return {
    isPending: dismissal.isPending,
    dismiss: (id: string) =>
      dismissal.mutate(id, {
        onSuccess: () => toast({ title: DISMISSED_TITLE, variant: 'success' }),
        onError: () => toast({ title: 'Error', description: DISMISS_FAILED, variant: 'destructive' }),
      }),
  };
}

interface NoticeLook {
  title: string;
  icon: LucideIcon;
  className: string;
  iconClassName: string;
}

const NOTICE_LOOKS: Record<Exclude<ChangeRequestState, 'expired'>, NoticeLook> = {
  pending: {
    title: 'Change request pending',
    icon: Clock,
    className: 'border-amber-200 bg-amber-50',
    iconClassName: 'text-amber-700',
  },
  approved: {
    title: 'Change request approved',
    icon: CheckCircle2,
    className: 'border-brand-200 bg-brand-50',
    iconClassName: 'text-brand-700',
  },
  rejected: {
    title: 'Change request declined',
    icon: XCircle,
    className: 'border-red-200 bg-red-50',
    iconClassName: 'text-red-700',
  },
  applied: {
    title: 'Location changed',
    icon: MapPinned,
    className: 'border-sky-200 bg-sky-50',
    iconClassName: 'text-sky-700',
  },
};

/** A shown notice's title: 'Change request pending', ... */
export const noticeTitle = (state: Exclude<ChangeRequestState, 'expired'>) => NOTICE_LOOKS[state].title;

/** What a notice says, by state: a sentence, and the rejection's note when there is one. */
function NoticeText({ request, now }: { request: ChangeRequest; now: Date }) {
  const code = <span className="font-mono font-semibold">{request.zarcode}</span>;
  switch (request.state) {
    case 'pending':
      return <>Your request to change {code} is under admin review.</>;
    case 'approved':
      return (
        <>
          You may move {code} now: {timeLeftText(windowTimeLeftMs(request, now))}.
        </>
      );
    case 'rejected':
      return (
        <>
          Your request to change {code} was declined.
          {request.rejectionNote ? <span className="mt-1 block italic">“{request.rejectionNote}”</span> : null}
        </>
      );
    default:
      return <>The new location of {code} is saved.</>;
  }
}

/** The link a notice offers: Edit while the window is open, support after a rejection. */
export function noticeLinkOf(request: ChangeRequest): { to: string; label: string } | null {
  if (request.state === 'approved' && request.canMove) return { to: paths.codeEdit(request.zarcode), label: 'Edit' };
  if (request.state === 'rejected') return { to: paths.support(), label: 'Contact support' };
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
  const look = NOTICE_LOOKS[request.state];
  const Icon = look.icon;
  const Title = isCompact ? 'p' : 'h3';
  return (
    <>
      <Icon className={cn('mt-0.5 shrink-0', isCompact ? 'size-4' : 'size-5', look.iconClassName)} aria-hidden />
      <div className="min-w-0 flex-1 text-sm">
        <Title className="font-semibold text-slate-900">{look.title}</Title>
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
  if (!isShownNotice(request)) return null;
  const look = NOTICE_LOOKS[request.state];
  const link = noticeLinkOf(request);
  return (
    <article
      aria-label={`${noticeTitle(request.state)}: ${PRODUCT_NAME} ${request.zarcode}`}
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
              Dismiss
            </Button>
          ) : null}
        </div>
      </NoticeSummary>
    </article>
  );
}

/** The dashboard's change-request notices; nothing when there are none. */
export function ChangeRequestNotices() {
  const { notices, now } = useVisibleNotices();
  const { dismiss, isPending } = useDismissNotice();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="change-request-notices" className="space-y-2">
      <h2 id="change-request-notices" className="sr-only">
        Change requests
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
