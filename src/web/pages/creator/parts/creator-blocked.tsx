import { CircleSlash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CreatorProfile } from '../../../../domain/creators/schemas';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** Why a creator cannot make codes now, and the one place that fixes it: the words as keys of the creators texts. */
export function blockedReason(profile: CreatorProfile | null): { title: string; text: string; action: { label: string; to: string } } {
  if (!profile) {
    return { title: 'notCreatorTitle', text: 'notCreatorText', action: { label: 'goToDashboard', to: paths.creatorDashboard() } };
  }
  if (!profile.isActive) {
    return { title: 'inactiveTitle', text: 'inactiveText', action: { label: 'common:contactSupport', to: paths.support() } };
  }
  return { title: 'prefixFirstTitle', text: 'prefixFirstText', action: { label: 'openSettings', to: paths.profile() } };
}

/** Shown instead of the creator generator when the caller cannot create codes now. */
export function CreatorBlocked({ profile }: { profile: CreatorProfile | null }) {
  const { t } = useTranslation('creators');
  const reason = blockedReason(profile);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700" aria-hidden>
        <CircleSlash className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t(reason.title)}</h1>
      <p className="mt-3 text-muted-foreground">{t(reason.text)}</p>
      <Button asChild className="mt-6">
        <Link to={reason.action.to}>{t(reason.action.label)}</Link>
      </Button>
    </section>
  );
}
