import { ArrowLeft, Gift, KeyRound, Pencil, ShieldOff, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Link, useParams } from 'react-router';
import { BUNDLES, BUNDLE_TYPES, type BundleType } from '../../../domain/bundles/bundles';
import { PRODUCT_NAME_PLURAL } from '../../../domain/brand';
import { formatRand } from '../../../domain/pricing/pricing';
import type { AdminUserDetailReply } from '../../../domain/user/schemas';
import { useAdminUserDetailQuery, useGrantBundleMutation } from '../../api/admin-users';
import { PaymentStatusBadge } from '../../components/payments/payment-status-badge';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { formatDate, formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { AdminPage, FetchError } from './parts/admin-page';
import { toastFailure } from '../../components/toast-failure';
import { EmptyState } from './parts/list-parts';
import { ROLE_LABELS, fullName } from './users/roles';
import { StatusBadge, useToggleUser } from './users/toggle-user';
import { DeleteUserDialog, SetPasswordDialog, TurnOffTotpDialog } from './users/user-dialogs';
import { EditUserDialog } from './users/user-form-dialog';

type Open = 'edit' | 'password' | 'totp' | 'delete' | null;

function Section({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function GiveBundle({ userId }: { userId: string }) {
  const [bundleType, setBundleType] = React.useState<BundleType>('starter');
  const grant = useGrantBundleMutation(userId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        grant.mutate(
          { bundleType },
          {
            onSuccess: (bundle) =>
              toast({ title: 'Bundle given', description: `${BUNDLES[bundle.bundleType].label}: ${bundle.totalZarcodes} ${PRODUCT_NAME_PLURAL}`, variant: 'success' }),
            onError: (error) => toastFailure('Failed to give bundle', error, 'Failed to give bundle'),
          },
        );
      }}
    >
      <Field id="bundle-type" label="Bundle" className="min-w-44 flex-1">
        <NativeSelect id="bundle-type" value={bundleType} onChange={(event) => setBundleType(event.target.value as BundleType)}>
          {BUNDLE_TYPES.map((type) => (
            <option key={type} value={type}>{`${BUNDLES[type].label} (${BUNDLES[type].codes} ${PRODUCT_NAME_PLURAL})`}</option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" variant="outline" disabled={grant.isPending}>
        <Gift aria-hidden />
        Give bundle
      </Button>
    </form>
  );
}

function Details({ detail }: { detail: AdminUserDetailReply }) {
  const { user } = detail;
  const rows: [string, React.ReactNode][] = [
    ['E-mail', user.email],
    ['Contact tel', user.contactTel ?? '—'],
    ['Role', ROLE_LABELS[user.role]],
    ['E-mail notifications', user.emailNotifications ? 'On' : 'Off'],
    ['Two-step sign-in', user.hasTotp ? 'On' : 'Off'],
    ['Last sign-in', user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'],
    ['Joined', formatDate(user.createdAt)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex min-w-0 justify-between gap-3 border-b border-border py-1.5 sm:block">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="truncate font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /a/users/{id}: one account with what is theirs, and what an admin may do with it. */
export function AdminUserPage() {
  const id = useParams().id ?? '';
  const detail = useAdminUserDetailQuery(id);
  const toggle = useToggleUser();
  const [open, setOpen] = React.useState<Open>(null);
  const data = detail.data;
  usePageTitle(data ? fullName(data.user) : 'User');

  if (detail.isError) {
    return (
      <AdminPage title="User" description="">
        <FetchError title="Failed to fetch user" error={detail.error} />
        <Link to={paths.admin.users()} className="text-sm text-brand-700 hover:underline">
          Back to users
        </Link>
      </AdminPage>
    );
  }
  if (!data) {
    return (
      <div className="grid gap-4 px-4 py-8 sm:px-6 lg:px-0" role="status" aria-label="Loading">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40" />
        <Skeleton className="h-40" />
      </div>
    );
  }
  const { user } = data;
  const { access } = user;

  return (
    <AdminPage
      title={fullName(user)}
      description={user.email}
      actions={
        <div className="flex flex-wrap gap-2">
          {access.canEdit ? (
            <Button variant="outline" size="sm" onClick={() => setOpen('edit')}>
              <Pencil aria-hidden /> Edit
            </Button>
          ) : null}
          {access.canToggle ? (
            <Button variant="outline" size="sm" disabled={toggle.isPending} onClick={() => toggle.request(user)}>
              {user.isActive ? 'Disable' : 'Enable'}
            </Button>
          ) : null}
          {access.canSetPassword ? (
            <Button variant="outline" size="sm" onClick={() => setOpen('password')}>
              <KeyRound aria-hidden /> Set password
            </Button>
          ) : null}
          {access.canTurnOffTotp ? (
            <Button variant="outline" size="sm" onClick={() => setOpen('totp')}>
              <ShieldOff aria-hidden /> Turn off two-step sign-in
            </Button>
          ) : null}
          {access.canDelete ? (
            <Button variant="destructive" size="sm" onClick={() => setOpen('delete')}>
              <Trash2 aria-hidden /> Delete
            </Button>
          ) : null}
        </div>
      }
    >
      <Link to={paths.admin.users()} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden /> All users
      </Link>
      <div className="flex flex-wrap gap-2">
        <Badge variant="outline">{ROLE_LABELS[user.role]}</Badge>
        <StatusBadge user={user} />
        {user.hasCreatorProfile ? <Badge variant="gold">Creator</Badge> : null}
      </div>

      <Section title="Account">
        <Details detail={data} />
      </Section>

      <Section
        title={`${PRODUCT_NAME_PLURAL} (${user.zarcodeCount})`}
        action={
          user.zarcodeCount > 0 ? (
            <Link to={`${paths.admin.codes()}?owner=${encodeURIComponent(user.id)}`} className="text-sm text-brand-700 hover:underline">
              Manage their codes
            </Link>
          ) : null
        }
      >
        {data.zarcodes.length === 0 ? (
          <EmptyState title={`No ${PRODUCT_NAME_PLURAL}`} hint="They have not made any yet." />
        ) : (
          <ul className="divide-y divide-border">
            {data.zarcodes.map((code) => (
              <li key={code.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <Link to={paths.code(code.zarcode)} className="font-mono font-semibold text-brand-800 hover:underline">
                    {code.zarcode}
                  </Link>{' '}
                  <span className="text-slate-900">{code.title}</span>
                  <span className="block text-xs text-muted-foreground">{`${code.city}, ${code.province} · ${code.views} views · ${formatDate(code.createdAt)}`}</span>
                </span>
                <span className="flex gap-1">
                  {code.isVerified ? <Badge variant="secondary">Verified</Badge> : null}
                  {code.isHidden ? <Badge variant="outline">Hidden</Badge> : null}
                  {code.privacy === 'private' ? <Badge variant="outline">Private</Badge> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="grid gap-5 lg:grid-cols-2">
        <Section title={`Payments (${data.paymentCount})`}>
          {data.payments.length === 0 ? (
            <EmptyState title="No payments" hint="They have not bought anything." />
          ) : (
            <ul className="divide-y divide-border">
              {data.payments.map((payment) => (
                <li key={payment.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate">{payment.itemName}</span>
                    <span className="text-xs text-muted-foreground">{formatDateTime(payment.createdAt)}</span>
                  </span>
                  <span className="flex shrink-0 items-center gap-2">
                    <PaymentStatusBadge status={payment.status} />
                    <span className="font-semibold tabular-nums">{formatRand(payment.amount)}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section title="Bundles">
          <div className="grid gap-4">
            {data.bundles.length === 0 ? (
              <p className="text-sm text-muted-foreground">No bundles.</p>
            ) : (
              <ul className="divide-y divide-border">
                {data.bundles.map((bundle) => (
                  <li key={bundle.id} className="flex items-center justify-between gap-2 py-2 text-sm">
                    <span>{`${BUNDLES[bundle.bundleType].label}: ${bundle.remainingZarcodes} of ${bundle.totalZarcodes} left`}</span>
                    <span className="text-xs text-muted-foreground">{bundle.isExpired ? 'Expired' : `Until ${formatDate(bundle.expiresAt)}`}</span>
                  </li>
                ))}
              </ul>
            )}
            {user.isActive ? <GiveBundle userId={user.id} /> : null}
          </div>
        </Section>
      </div>

      <Section title={`Change requests (${data.changeRequests.length})`}>
        {data.changeRequests.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="divide-y divide-border">
            {data.changeRequests.map((request) => (
              <li key={request.id} className="grid gap-0.5 py-2 text-sm">
                <span>
                  <span className="font-mono font-semibold">{request.zarcode}</span>
                  {` · ${request.status} · ${formatDate(request.createdAt)}`}
                </span>
                <span className="text-xs text-muted-foreground">{request.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="Creator profile">
        {data.creatorProfile ? (
          <p className="text-sm">
            <span className="font-medium text-slate-900">{data.creatorProfile.displayName}</span>
            {` · /${data.creatorProfile.slug} · prefix ${data.creatorProfile.useStandardPrefix ? 'standard' : (data.creatorProfile.uniquePrefix ?? 'not set')} · ${data.creatorProfile.isActive ? 'active' : 'inactive'}${data.creatorProfile.isHidden ? ' · hidden from maps' : ''}`}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Not a creator.</p>
        )}
      </Section>

      <EditUserDialog user={open === 'edit' ? user : null} roles={data.grantableRoles} onClose={() => setOpen(null)} />
      <SetPasswordDialog user={user} open={open === 'password'} onClose={() => setOpen(null)} />
      <TurnOffTotpDialog user={user} open={open === 'totp'} onClose={() => setOpen(null)} />
      <DeleteUserDialog user={user} open={open === 'delete'} onClose={() => setOpen(null)} />
      {toggle.dialog}
    </AdminPage>
  );
}
