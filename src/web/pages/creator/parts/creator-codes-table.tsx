import { Eye, Lock, Pencil, Trash2 } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZarcodeRecord } from '../../../../domain/zarcode/schemas';
import { LIST_DEFAULT_LIMIT } from '../../../../domain/zarcode/zarcode';
import { useCreatorZarcodesQuery } from '../../../api/creators';
import { CodeRows } from '../../../components/codes/code-rows';
import { DeleteCodeDialog } from '../../../components/codes/delete-code-dialog';
import { ListCard } from '../../../components/list-card';
import { ListPagination } from '../../../components/list-pagination';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useListSearch } from '../../../lib/use-list-search';
import { paths } from '../../../paths';

/** Where a creator code is seen: under the creator's page while it is public, else its own page. */
export function creatorCodePath(code: Pick<ZarcodeRecord, 'zarcode' | 'creatorSlug'>): string {
  return code.creatorSlug ? paths.creatorCode(code.creatorSlug, code.zarcode) : paths.code(code.zarcode);
}

/** View, Edit and Delete of one code, the same in the wide table and on phone cards. */
function RowActions({ code, onDelete }: { code: ZarcodeRecord; onDelete(code: string): void }) {
  const { t } = useTranslation('creators');
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="sm">
        <Link to={creatorCodePath(code)} aria-label={t('viewCode', { code: code.zarcode })}>
          <Eye aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('view')}</span>
        </Link>
      </Button>
      <Button asChild variant="ghost" size="sm">
        <Link to={paths.creatorEditCode(code.zarcode)} aria-label={t('app:editCode', { code: code.zarcode })}>
          <Pencil aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('changeRequests:edit')}</span>
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        tone="danger"
        onClick={() => onDelete(code.zarcode)}
        aria-label={t('myCodes:deleteCode', { code: code.zarcode })}
      >
        <Trash2 aria-hidden />
        <span className="sr-only sm:not-sr-only">{t('app:delete')}</span>
      </Button>
    </div>
  );
}

function PrivateBadge({ code }: { code: ZarcodeRecord }) {
  const { t } = useTranslation('codeForm');
  return code.privacy === 'private' ? (
    <Badge variant="outline" className="gap-1">
      <Lock className="size-3" aria-hidden /> {t('private')}
    </Badge>
  ) : null;
}

/**
 * The creator's codes (all of them: private and hidden ones too), searchable, 10 a page, each with
 * View, Edit and Delete; a table on wide screens, cards on phones.
 */
export function CreatorCodesTable({ creatorId }: { creatorId: string }) {
  const { t } = useTranslation('creators');
  const { text, setText, search, page, setPage } = useListSearch();
  const [deleting, setDeleting] = React.useState<string | null>(null);
  const list = useCreatorZarcodesQuery(creatorId, { page, limit: LIST_DEFAULT_LIMIT, search: search || undefined });
  const codes = list.data?.zarcodes ?? [];

  return (
    <ListCard
      headingId="creator-codes-heading"
      title={t('yourCodes')}
      filter={{ id: 'creator-codes-filter', label: t('filterYourCodes'), value: text, onChange: setText }}
      list={list}
      search={search}
      firstCodeHint={t('firstCodeHint')}
      footer={
        <>
          {list.data && list.data.pagination.totalPages > 1 ? (
            <div className="border-t border-border p-4">
              <ListPagination pagination={list.data.pagination} onPageChange={setPage} />
            </div>
          ) : null}
          <DeleteCodeDialog code={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      <CodeRows
        headingId="creator-codes-heading"
        codes={codes}
        hrefOf={creatorCodePath}
        actionsLabel={t('myCodes:actions')}
        actions={(code) => <RowActions code={code} onDelete={setDeleting} />}
        badge={(code) => <PrivateBadge code={code} />}
      />
    </ListCard>
  );
}
