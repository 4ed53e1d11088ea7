import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZarcodeRecord } from '../../../domain/zarcode/schemas';
import { cityAndProvince, formatDate } from '../../lib/format';
import { useLanguageTag } from '../../lib/i18n';
import { CopyCodeButton } from '../share/copy-code-button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../ui/table';

export interface CodeRowsProps {
  /** The id of the heading that names the list. */
  headingId: string;
  codes: ZarcodeRecord[];
  /** Where a code leads when tapped. */
  hrefOf(code: ZarcodeRecord): string;
  /** The last column's heading, e.g. 'Edit' or 'Actions'. */
  actionsLabel: string;
  /** What may be done with a code: in the table (`wide`) or on a phone card. */
  actions(code: ZarcodeRecord, wide: boolean): React.ReactNode;
  /** Shown beside the title, e.g. a Private badge. */
  badge?(code: ZarcodeRecord): React.ReactNode;
}

/**
 * Codes with their title, place, views and date: a table from 768 px, cards on phones, each with
 * copy and the actions given.
 */
export function CodeRows({ headingId, codes, hrefOf, actionsLabel, actions, badge }: CodeRowsProps) {
  const { t } = useTranslation('app');
  const locale = useLanguageTag();
  return (
    <>
      <div className="hidden md:block">
        <Table aria-labelledby={headingId}>
          <TableHeader className="bg-muted/60">
            <TableRow className="hover:bg-transparent">
              <TableHead>{t('code')}</TableHead>
              <TableHead>{t('title')}</TableHead>
              <TableHead>{t('location')}</TableHead>
              <TableHead className="text-right">{t('views')}</TableHead>
              <TableHead>{t('created')}</TableHead>
              <TableHead className="text-right">{actionsLabel}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {codes.map((code) => (
              <TableRow key={code.id}>
                <TableCell className="align-middle">
                  <div className="flex items-center gap-1">
                    <Link
                      to={hrefOf(code)}
                      className="whitespace-nowrap font-mono font-semibold tracking-wide text-brand-700 underline-offset-4 hover:underline"
                    >
                      {code.zarcode}
                    </Link>
                    <CopyCodeButton code={code.zarcode} />
                  </div>
                </TableCell>
                <TableCell className="max-w-xs align-middle">
                  <span className="line-clamp-2">{code.title ?? code.zarcode}</span>
                  {badge?.(code)}
                </TableCell>
                <TableCell className="align-middle text-muted-foreground">{cityAndProvince(code)}</TableCell>
                <TableCell className="text-right align-middle tabular-nums">{code.views}</TableCell>
                <TableCell className="whitespace-nowrap align-middle">{formatDate(code.createdAt, locale)}</TableCell>
                <TableCell className="text-right align-middle">{actions(code, true)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <ul className="divide-y divide-border md:hidden" aria-labelledby={headingId}>
        {codes.map((code) => (
          <li key={code.id} className="flex items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <div className="flex items-center gap-1">
                <Link to={hrefOf(code)} className="font-mono font-semibold tracking-wide text-brand-700">
                  {code.zarcode}
                </Link>
                <CopyCodeButton code={code.zarcode} className="size-8" />
                {badge?.(code)}
              </div>
              <p className="line-clamp-2 text-sm text-slate-900 [overflow-wrap:anywhere]">{code.title ?? code.zarcode}</p>
              <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{cityAndProvince(code)}</p>
              <p className="text-xs text-muted-foreground">
                {`${formatDate(code.createdAt, locale)} · ${t('viewCount', { count: code.views })}`}
              </p>
            </div>
            {actions(code, false)}
          </li>
        ))}
      </ul>
    </>
  );
}
