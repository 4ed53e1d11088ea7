import { Eye, FileEdit, ImageIcon, Lock, MapPin, Plus, SearchX, Trash2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/utils';
import { paths } from '../../../paths';
import { CopyCodeButton } from '../../../components/share/copy-code-button';
import { cityAndProvince, formatDate } from '../../../lib/format';
import { useLanguageTag } from '../../../lib/i18n';

export const SKELETON_ROWS = 5;

export interface RowActions {
  onView: (code: ZarcodeRecord) => void;
  onRequestChange: (code: ZarcodeRecord) => void;
  onDelete: (code: ZarcodeRecord) => void;
  /** Codes chosen for printing. */
  isSelected: (code: ZarcodeRecord) => boolean;
  onToggleSelected: (code: ZarcodeRecord) => void;
}

/** The code as a link to its page in a new tab, with a copy button beside it and a tick to print it. */
function CodeCell({ code, actions }: { code: ZarcodeRecord; actions: RowActions }) {
  const { t } = useTranslation('myCodes');
  return (
    <div className="flex items-center gap-1">
      <Checkbox
        checked={actions.isSelected(code)}
        onCheckedChange={() => actions.onToggleSelected(code)}
        aria-label={t('selectToPrint', { code: code.zarcode })}
        className="mr-2"
      />
      <a
        href={paths.code(code.zarcode)}
        target="_blank"
        rel="noopener noreferrer"
        className="whitespace-nowrap rounded font-mono text-[15px] font-semibold tracking-wide text-brand-700 underline-offset-4 hover:underline"
      >
        {code.zarcode}
      </a>
      <CopyCodeButton code={code.zarcode} />
    </div>
  );
}

function LocationDetails({ code }: { code: ZarcodeRecord }) {
  const { t } = useTranslation('myCodes');
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900">
        {code.title ?? code.zarcode}
        {code.privacy === 'private' ? (
          <span className="ml-2 inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5 align-middle text-[11px] font-medium text-slate-600">
            <Lock className="size-3" aria-hidden />
            {t('codeForm:private')}
          </span>
        ) : null}
      </p>
      <p className="text-sm text-muted-foreground">{cityAndProvince(code)}</p>
      {code.description ? <p className="mt-1 line-clamp-2 text-sm text-slate-600">{code.description}</p> : null}
    </div>
  );
}

function MapsButton({ code, className }: { code: ZarcodeRecord; className?: string }) {
  const { t } = useTranslation('myCodes');
  return (
    <Button asChild variant="outline" size="sm" className={className}>
      <Link to={paths.code(code.zarcode)} aria-label={t('mapOf', { code: code.zarcode })}>
        <MapPin aria-hidden />
        {t('map')}
      </Link>
    </Button>
  );
}

/**
 * View details, Request Change and Delete. The table shows icons with names and tooltips; the phone
 * cards show words.
 */
function ActionButtons({ code, actions, compact }: { code: ZarcodeRecord; actions: RowActions; compact: boolean }) {
  const { t } = useTranslation('myCodes');
  return (
    <>
      <ActionButton
        compact={compact}
        icon={Eye}
        title={t('viewDetails')}
        text={t('details')}
        aria-label={t('viewDetailsOf', { code: code.zarcode })}
        onClick={() => actions.onView(code)}
      />
      <ActionButton
        compact={compact}
        icon={FileEdit}
        title={t('changeRequests:requestChange')}
        text={t('changeRequests:requestChange')}
        aria-label={t('requestChangeFor', { code: code.zarcode })}
        onClick={() => actions.onRequestChange(code)}
      />
      <ActionButton
        compact={compact}
        variant="ghost"
        className={cn(!compact && 'ml-auto', 'text-destructive hover:bg-red-50 hover:text-red-700')}
        icon={Trash2}
        title={t('app:delete')}
        text={t('app:delete')}
        aria-label={t('deleteCode', { code: code.zarcode })}
        onClick={() => actions.onDelete(code)}
      />
    </>
  );
}

/** One row action: a ghost icon button when compact, else an outlined button with its icon and text. */
function ActionButton({
  compact,
  variant = compact ? 'ghost' : 'outline',
  className,
  icon: Icon,
  title,
  text,
  'aria-label': ariaLabel,
  onClick,
}: {
  compact: boolean;
  variant?: 'ghost' | 'outline';
  className?: string;
  icon: LucideIcon;
  title: string;
  text: string;
  'aria-label': string;
  onClick: () => void;
}) {
  return (
    <Button variant={variant} size={compact ? 'icon' : 'sm'} className={cn(compact && 'size-9', className)} aria-label={ariaLabel} title={title} onClick={onClick}>
      <Icon aria-hidden />
      {compact ? null : text}
    </Button>
  );
}

/** The table's headings, the last (Actions) at the right. */
const HEADINGS = ['app:code', 'codeForm:detailsTitle', 'myCodes:maps', 'myCodes:images', 'app:created', 'myCodes:actions'];

/** The table of wide screens (1024 px and up). */
export function CodesTable({ codes, actions, isLoading }: { codes: ZarcodeRecord[]; actions: RowActions; isLoading: boolean }) {
  const { t } = useTranslation();
  const locale = useLanguageTag();
  return (
    <Card className="hidden overflow-hidden lg:block">
      <Table aria-label={t('dashboard:yourCodes')}>
        <TableHeader className="bg-muted/60">
          <TableRow className="hover:bg-transparent">
            {HEADINGS.map((heading) => (
              <TableHead key={heading} className={heading === 'myCodes:actions' ? 'text-right' : undefined}>
                {t(heading)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody aria-busy={isLoading || undefined}>
          {isLoading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <TableRow key={index} data-testid="skeleton-row">
                  <TableCell><Skeleton className="h-5 w-24" /></TableCell>
                  <TableCell>
                    <Skeleton className="h-4 w-48" />
                    <Skeleton className="mt-2 h-3 w-32" />
                  </TableCell>
                  <TableCell><Skeleton className="h-8 w-16" /></TableCell>
                  <TableCell><Skeleton className="h-4 w-6" /></TableCell>
                  <TableCell><Skeleton className="h-4 w-20" /></TableCell>
                  <TableCell><Skeleton className="ml-auto h-8 w-28" /></TableCell>
                </TableRow>
              ))
            : codes.map((code) => (
                <TableRow key={code.id}>
                  <TableCell className="align-middle"><CodeCell code={code} actions={actions} /></TableCell>
                  <TableCell className="max-w-md"><LocationDetails code={code} /></TableCell>
                  <TableCell className="align-middle"><MapsButton code={code} /></TableCell>
                  <TableCell className="align-middle tabular-nums">{code.imageCount ?? 0}</TableCell>
                  <TableCell className="whitespace-nowrap align-middle">{formatDate(code.createdAt, locale)}</TableCell>
                  <TableCell className="align-middle">
                    <div className="flex justify-end gap-0.5">
                      <ActionButtons code={code} actions={actions} compact />
                    </div>
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** The same rows as cards, for phones and tablets (below 1024 px). */
export function CodesCards({ codes, actions, isLoading }: { codes: ZarcodeRecord[]; actions: RowActions; isLoading: boolean }) {
  const { t } = useTranslation('myCodes');
  const locale = useLanguageTag();
  if (isLoading) {
    return (
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-busy>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index} data-testid="skeleton-card">
            <Card className="space-y-3 p-4">
              <Skeleton className="h-5 w-28" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
              <Skeleton className="h-9 w-full" />
            </Card>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={t('dashboard:yourCodes')}>
      {codes.map((code) => (
        <li key={code.id}>
          <Card className="flex h-full flex-col gap-3 p-4">
            <div className="flex items-start justify-between gap-2">
              <CodeCell code={code} actions={actions} />
              <span className="pt-2 text-xs text-muted-foreground">{formatDate(code.createdAt, locale)}</span>
            </div>
            <LocationDetails code={code} />
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <ImageIcon className="size-4" aria-hidden />
              {t('imageCount', { count: code.imageCount ?? 0 })}
            </p>
            <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
              <MapsButton code={code} />
              <ActionButtons code={code} actions={actions} compact={false} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** No codes to show: a hint about the filters when they are set, else an invitation to make one. */
export function EmptyState({ isFiltered }: { isFiltered: boolean }) {
  const { t } = useTranslation('myCodes');
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center">
      <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden>
        <SearchX className="size-6" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{t('app:noCodes')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">{isFiltered ? t('adjustFilters') : t('getStarted')}</p>
      <Button asChild className="mt-5">
        <Link to={paths.generator()}>
          <Plus aria-hidden />
          {t('app:generate')}
        </Link>
      </Button>
    </Card>
  );
}
