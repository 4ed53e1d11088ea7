import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/spinner';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-muted-foreground" role="status">
      <Spinner className="size-6" label={t('loading')} />
    </div>
  );
}
