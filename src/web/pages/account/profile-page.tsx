import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileQuery } from '../../api/user';
import { BackLink } from '../../components/back-link';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../lib/use-page-title';
import { paths } from '../../paths';
import { useSession } from '../../session/use-session';
import { CreatorSettingsCard } from './creator-settings-card';
import { DeleteAccountCard } from './profile/delete-account-card';
import { FetchFailed } from './profile/fetch-failed';
import { EmailPreferencesCard } from './profile/email-preferences-card';
import { PasswordCard } from './profile/password-card';
import { PersonalInformationCard } from './profile/personal-information-card';
import { YourDataCard } from './profile/your-data-card';
import { TwoStepCard } from './profile/two-step-card';

/** Where /settings opens the profile: Password, then Email Preferences. */
export const SECURITY_SECTION_ID = 'password-and-email';

/**
 * /profile: back to the creator dashboard for creators, else the
 * dashboard; Personal Information, Creator Settings (creators and admins), Password, Two-step
 * sign-in, Email Preferences, Your data (a copy of it, the analytics answer) and Delete my account.
 * `openAt` scrolls to Password and Email Preferences (/settings).
 */
export function ProfilePage({ openAt }: { openAt?: 'password' } = {}) {
  const { t } = useTranslation('account');
  usePageTitle(openAt ? t('settings') : t('app:profile'));
  const session = useSession();
  const profile = useProfileQuery();
  const user = profile.data?.user;
  const isCreator = user?.hasCreatorProfile ?? session.user?.hasCreatorProfile ?? false;
  const security = React.useRef<HTMLDivElement>(null);

  const isLoaded = Boolean(user);
  React.useEffect(() => {
    if (openAt && isLoaded) security.current?.scrollIntoView({ block: 'start' });
  }, [openAt, isLoaded]);

  return (
    <div className="mx-auto grid max-w-3xl gap-5 px-4 py-6 sm:px-6 sm:py-8">
      <BackLink to={isCreator ? paths.creatorDashboard() : paths.dashboard()}>
        {isCreator ? t('codeForm:backToCreatorDashboard') : t('common:backToDashboard')}
      </BackLink>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('app:profile')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>

      {profile.isError ? <FetchFailed error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {!user ? (
        profile.isError ? null : (
          <div className="grid gap-5" aria-busy>
            <Skeleton className="h-80 w-full rounded-xl" />
            <Skeleton className="h-28 w-full rounded-xl" />
          </div>
        )
      ) : (
        <>
          <PersonalInformationCard user={user} />

          <CreatorSettingsCard />

          <div ref={security} id={SECURITY_SECTION_ID} className="grid scroll-mt-20 gap-5">
            <PasswordCard />
            <TwoStepCard user={user} />
            <EmailPreferencesCard user={user} />
          </div>

          <YourDataCard />
          <DeleteAccountCard />
        </>
      )}
    </div>
  );
}
