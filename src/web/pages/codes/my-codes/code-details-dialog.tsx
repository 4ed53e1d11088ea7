import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../../../domain/brand';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { paths } from '../../../paths';
import { CopyCodeButton } from '../../../components/share/copy-code-button';
import { formatDateTime } from '../../../lib/format';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-0.5 py-2 sm:grid-cols-[9rem_1fr]">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere text-sm text-slate-900">{children ?? <span className="text-slate-400">—</span>}</dd>
    </div>
  );
}

/**
 * Everything stored about one code (the details dialog): code, title,
 * description, owner, dates, address parts and coordinates.
 */
export function CodeDetailsDialog({ code, onClose }: { code: ZarcodeRecord | null; onClose: () => void }) {
  return (
    <Dialog {...openWhileSet(code, onClose)}>
      {code ? (
        <DialogContent className="max-w-xl" closeLabel="Close details">
          <DialogHeader>
            <div className="flex items-center gap-2">
              <Badge className="px-2.5 py-1 font-mono text-sm tracking-wide">{code.zarcode}</Badge>
              <CopyCodeButton code={code.zarcode} />
              <Badge variant="outline" className="capitalize">
                {code.privacy}
              </Badge>
            </div>
            <DialogTitle className="mt-1">{code.title ?? code.zarcode}</DialogTitle>
            <DialogDescription>{`${PRODUCT_NAME} details`}</DialogDescription>
          </DialogHeader>
          <dl className="divide-y divide-border border-y border-border">
            <Row label="Description">{code.description}</Row>
            <Row label="Owner">
              {code.user ? (
                <>
                  <span className="block">{`${code.user.firstName} ${code.user.lastName}`.trim()}</span>
                  <span className="block text-muted-foreground">{code.user.email}</span>
                </>
              ) : null}
            </Row>
            <Row label="Created">{formatDateTime(code.createdAt)}</Row>
            <Row label="Updated">{formatDateTime(code.updatedAt)}</Row>
            <Row label="Address line 1">{code.addressLine1}</Row>
            <Row label="Address line 2">{code.addressLine2}</Row>
            <Row label="Suburb">{code.suburb}</Row>
            <Row label="City">{code.city}</Row>
            <Row label="Province">{code.province}</Row>
            <Row label="Country">{code.country}</Row>
            <Row label="Latitude">
              <span className="font-mono">{code.latitude}</span>
            </Row>
            <Row label="Longitude">
              <span className="font-mono">{code.longitude}</span>
            </Row>
            <Row label="Plus Code">
              <span className="font-mono">{code.plusCode}</span>
            </Row>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
            <Button asChild>
              <Link to={paths.code(code.zarcode)}>
                <ExternalLink aria-hidden />
                Open page
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
