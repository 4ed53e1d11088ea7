import { ExternalLink } from 'lucide-react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, openWhileSet } from '../../../components/ui/dialog';
import { paths } from '../../../paths';
import { CopyCodeButton } from '../../../components/share/copy-code-button';
import { formatDateTime } from '../../../lib/format';
import { useLanguageTag } from '../../../lib/i18n';

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
  const { t } = useTranslation('myCodes');
  const locale = useLanguageTag();
  return (
    <Dialog {...openWhileSet(code, onClose)}>
      {code ? (
        <DialogContent className="max-w-xl" closeLabel={t('closeDetails')}>
          <DialogHeader>
            <div className="flex items-center gap-2">
              <Badge className="px-2.5 py-1 font-mono text-sm tracking-wide">{code.zarcode}</Badge>
              <CopyCodeButton code={code.zarcode} />
              <Badge variant="outline">{t(`codeForm:${code.privacy}`)}</Badge>
            </div>
            <DialogTitle className="mt-1">{code.title ?? code.zarcode}</DialogTitle>
            <DialogDescription>{t('detailsTitle')}</DialogDescription>
          </DialogHeader>
          <dl className="divide-y divide-border border-y border-border">
            <Row label={t('codeForm:description')}>{code.description}</Row>
            <Row label={t('owner')}>
              {code.user ? (
                <>
                  <span className="block">{`${code.user.firstName} ${code.user.lastName}`.trim()}</span>
                  <span className="block text-muted-foreground">{code.user.email}</span>
                </>
              ) : null}
            </Row>
            <Row label={t('app:created')}>{formatDateTime(code.createdAt, locale)}</Row>
            <Row label={t('updated')}>{formatDateTime(code.updatedAt, locale)}</Row>
            <Row label={t('codeForm:addressLine1')}>{code.addressLine1}</Row>
            <Row label={t('codeForm:addressLine2')}>{code.addressLine2}</Row>
            <Row label={t('codeForm:suburb')}>{code.suburb}</Row>
            <Row label={t('codeForm:city')}>{code.city}</Row>
            <Row label={t('codeForm:province')}>{code.province}</Row>
            <Row label={t('country')}>{code.country}</Row>
            <Row label={t('codeForm:latitude')}>
              <span className="font-mono">{code.latitude}</span>
            </Row>
            <Row label={t('codeForm:longitude')}>
              <span className="font-mono">{code.longitude}</span>
            </Row>
            <Row label={t('codePage:plusCode')}>
              <span className="font-mono">{code.plusCode}</span>
            </Row>
          </dl>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common:close')}</Button>
            </DialogClose>
            <Button asChild>
              <Link to={paths.code(code.zarcode)}>
                <ExternalLink aria-hidden />
                {t('openPage')}
              </Link>
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
