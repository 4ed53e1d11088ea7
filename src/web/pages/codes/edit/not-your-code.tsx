import { ShieldAlert } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** Shown to a signed-in user who does not own the code: said plainly, and no change is ever sent (a 403 would end their session). */
export function NotYourCode({ code, title }: { code: string; title: string }) {
  const { t } = useTranslation('codeForm');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700" aria-hidden>
        <ShieldAlert className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-muted-foreground">
        <Trans t={t} i18nKey="onlyOwner" values={{ code }} components={{ code: <span className="font-mono font-semibold text-slate-800" /> }} />
      </p>
      <Button asChild className="mt-6">
        <Link to={paths.code(code)}>{t('viewCode', { code })}</Link>
      </Button>
    </section>
  );
}
