import { CircleSlash } from 'lucide-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../../domain/brand';
import type { CreatorProfile } from '../../../../domain/creators/schemas';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../paths';

/** Why a creator cannot make codes now, and the one place that fixes it. */
export function blockedReason(profile: CreatorProfile | null): { title: string; text: string; action: { label: string; to: string } } {
  if (!profile) {
    return {
      title: 'You are not a creator yet',
      text: `Creators publish ${PRODUCT_NAME_PLURAL} for free on a public page. Ask to become one from the Creator Dashboard.`,
      action: { label: 'Go to the Creator Dashboard', to: paths.creatorDashboard() },
    };
  }
  if (!profile.isActive) {
    return {
      title: 'Your creator profile is inactive',
      text: `An administrator has paused your creator profile: your page is hidden and you cannot create ${PRODUCT_NAME_PLURAL}. Please contact support.`,
      action: { label: 'Contact support', to: paths.support() },
    };
  }
  return {
    title: 'Choose your prefix first',
    text: `Every creator ${PRODUCT_NAME} starts with your own 3 letters. Set them once in Creator Settings.`,
    action: { label: 'Open Creator Settings', to: paths.profile() },
  };
}

/** Shown instead of the creator generator when the caller cannot create codes now. */
export function CreatorBlocked({ profile }: { profile: CreatorProfile | null }) {
  const reason = blockedReason(profile);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-5 flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700" aria-hidden>
        <CircleSlash className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{reason.title}</h1>
      <p className="mt-3 text-muted-foreground">{reason.text}</p>
      <Button asChild className="mt-6">
        <Link to={reason.action.to}>{reason.action.label}</Link>
      </Button>
    </section>
  );
}
