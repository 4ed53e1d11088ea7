import { ComingSoon } from '../../components/coming-soon';
import { CreatorSettingsCard } from './creator-settings-card';

/** Routed now, built later: Personal Information, Password and Email Preferences come with their issue. */
export function ProfilePage() {
  return (
    <>
      <ComingSoon title={'Profile Information'} />
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        <CreatorSettingsCard />
      </div>
    </>
  );
}
