import { DoorOpen, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { ACCESS_DETAIL_FIELDS, ACCESS_DETAIL_LABELS, type AccessVia } from '../../../../domain/access-details/access-details';
import { useAccessDetailsQuery } from '../../../api/access-details';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { paths } from '../../../paths';

const WHY_SHOWN: Record<AccessVia, string> = {
  owner: 'Only you, the people you share them with and delivery links you send can see these.',
  admin: 'You see these as an administrator; the owner sees that you looked.',
  account: 'The owner shared these with your account. The owner sees when you look.',
  link: 'Shared with you by a delivery link. The owner sees when it is used.',
};

/**
 * The code's access details (gate code, entrance, hours...), when the viewer may see them: its owner
 * and admins, an account the owner named, or a delivery link (`?k=` in the page's address). Asked
 * only when one of those can be the case, so a visitor's page load costs no extra request.
 */
export function AccessDetailsCard({ code, deliveryKey, isSignedIn }: { code: string; deliveryKey: string | null; isSignedIn: boolean }) {
  const query = useAccessDetailsQuery(code, deliveryKey, isSignedIn || deliveryKey !== null);
  const access = query.data;
  if (!access || (!access.details && !access.canManage)) return null;
  const filled = ACCESS_DETAIL_FIELDS.filter((field) => access.details?.[field]);

  return (
    <Card role="region" aria-labelledby="access-card-title" className="border-brand-200">
      <CardHeader className="flex flex-row items-start justify-between gap-3 pb-2 sm:pb-3">
        <div className="space-y-1.5">
          <CardTitle id="access-card-title" className="flex items-center gap-2 text-lg">
            <DoorOpen className="size-5 text-brand-700" aria-hidden />
            Access details
          </CardTitle>
          <CardDescription>{WHY_SHOWN[access.via]}</CardDescription>
        </div>
        {access.canManage ? (
          <Button asChild variant="outline" size="sm" className="shrink-0">
            <Link to={paths.codeAccess(code)}>
              <Settings2 aria-hidden />
              Manage
            </Link>
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {filled.length === 0 ? (
          <p className="text-sm text-muted-foreground">No access details yet: add the gate code, entrance or a note for drivers.</p>
        ) : (
          <dl className="divide-y divide-border">
            {filled.map((field) => (
              <div key={field} className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0 sm:grid-cols-[11rem_1fr] sm:gap-3">
                <dt className="text-sm font-medium text-slate-500">{ACCESS_DETAIL_LABELS[field]}</dt>
                <dd className="whitespace-pre-line break-words text-slate-900">{access.details![field]}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
