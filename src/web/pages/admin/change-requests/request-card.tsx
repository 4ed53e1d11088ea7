import { Check, ExternalLink, X } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { timeLeftText, windowTimeLeftMs, type ChangeRequestState } from '../../../../domain/change-requests/change-requests';
import type { AdminChangeRequest, Position } from '../../../../domain/change-requests/schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { paths } from '../../../paths';

export const STATE_LABELS: Record<ChangeRequestState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  expired: 'Expired',
  rejected: 'Rejected',
  applied: 'Applied',
};

const STATE_STYLES: Record<ChangeRequestState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-brand-100 text-brand-900',
  expired: 'bg-slate-100 text-slate-700',
  rejected: 'bg-red-100 text-red-800',
  applied: 'bg-sky-100 text-sky-900',
};

const at = (position: Position) => `${position.latitude}, ${position.longitude}`;

function Detail({ label, children, className }: { label: string; children: React.ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 wrap-anywhere text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** What happened to the request since it was asked: the decision, its time, the window or the move. */
function Outcome({ request, now }: { request: AdminChangeRequest; now: Date }) {
  const by = request.decidedBy ? ` by ${request.decidedBy.email}` : '';
  switch (request.state) {
    case 'approved':
      return (
        <Detail label="Approved">
          {`${formatDateTime(request.approvedAt!)}${by}`}
          <span className="block font-semibold text-brand-800">{timeLeftText(windowTimeLeftMs(request, now))}</span>
        </Detail>
      );
    case 'expired':
      return <Detail label="Window ended">{`${formatDateTime(request.expiresAt!)} without a move (approved${by})`}</Detail>;
    case 'rejected':
      return (
        <Detail label="Rejected">
          {`${formatDateTime(request.rejectedAt!)}${by}`}
          <span className="block italic">{request.rejectionNote}</span>
        </Detail>
      );
    case 'applied':
      return (
        <Detail label="Moved">
          {formatDateTime(request.appliedAt!)}
          <span className="block font-mono text-xs">
            {request.previousPosition ? `${at(request.previousPosition)} → ` : ''}
            {request.newPosition ? at(request.newPosition) : ''}
          </span>
        </Detail>
      );
    default:
      return null;
  }
}

/** One change request: the code and its place, the owner, the reason, the outcome, and the decisions open. */
export function RequestCard({
  request,
  now,
  onApprove,
  onReject,
}: {
  request: AdminChangeRequest;
  now: Date;
  onApprove: (request: AdminChangeRequest) => void;
  onReject: (request: AdminChangeRequest) => void;
}) {
  return (
    <Card className="grid gap-3 p-4 sm:p-5" aria-label={`Change request for ${request.zarcode}`} role="article">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link
          to={paths.code(request.zarcode)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-mono text-base font-semibold tracking-wide text-brand-700 hover:underline"
        >
          {request.zarcode}
          <ExternalLink className="size-3.5" aria-hidden />
        </Link>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_STYLES[request.state])}>
          {STATE_LABELS[request.state]}
        </span>
        <span className="ml-auto text-xs text-muted-foreground">{`Asked ${formatDateTime(request.createdAt)}`}</span>
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label="Code">
          {request.title}
          <span className="block text-muted-foreground">{`${request.city}, ${request.province} · ${at(request.position)}`}</span>
        </Detail>
        <Detail label="Owner">
          {`${request.owner.firstName} ${request.owner.lastName}`}
          <span className="block break-all text-muted-foreground">{request.owner.email}</span>
        </Detail>
        <Detail label="Reason" className="sm:col-span-2">
          <span className="whitespace-pre-line">{request.reason}</span>
        </Detail>
        <Outcome request={request} now={now} />
      </dl>
      {request.canApprove || request.canReject ? (
        <div className="flex flex-col gap-2 border-t border-border pt-3 sm:flex-row sm:justify-end">
          {request.canReject ? (
            <Button variant="outline" tone="danger" onClick={() => onReject(request)}>
              <X aria-hidden />
              Reject
            </Button>
          ) : null}
          {request.canApprove ? (
            <Button onClick={() => onApprove(request)}>
              <Check aria-hidden />
              Approve
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/** Three cards' worth of grey while the list loads. */
export function RequestCardSkeletons() {
  return (
    <ul className="grid gap-3" aria-busy aria-label="Loading change requests">
      {[0, 1, 2].map((index) => (
        <li key={index}>
          <Card className="grid gap-3 p-4 sm:p-5">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-9 w-full sm:ml-auto sm:w-48" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
