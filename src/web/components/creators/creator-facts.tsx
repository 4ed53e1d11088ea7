import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/badge';

interface PrefixAndStatus {
  useStandardPrefix: boolean;
  uniquePrefix: string | null;
  isActive: boolean;
}

/** The prefix a creator's codes get, in words. */
export function PrefixText({ creator }: { creator: PrefixAndStatus }) {
  const { t } = useTranslation('creators');
  return creator.useStandardPrefix ? t('standardPrefix') : (creator.uniquePrefix ?? t('notSetYet'));
}

/** The status of a creator profile: Active or Inactive. */
export function CreatorStatusBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation('creators');
  return <Badge variant={isActive ? 'default' : 'outline'}>{isActive ? t('active') : t('inactive')}</Badge>;
}

/** The prefix and the status as two terms of a description list. */
export function CreatorFacts({ creator }: { creator: PrefixAndStatus }) {
  const { t } = useTranslation('creators');
  return (
    <>
      <div>
        <dt className="text-muted-foreground">{t('prefix')}</dt>
        <dd className="font-mono font-semibold text-slate-900">
          <PrefixText creator={creator} />
        </dd>
      </div>
      <div>
        <dt className="text-muted-foreground">{t('status')}</dt>
        <dd>
          <CreatorStatusBadge isActive={creator.isActive} />
        </dd>
      </div>
    </>
  );
}
