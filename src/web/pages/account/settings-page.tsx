import { ProfilePage } from './profile-page';

/** /settings: the profile, opened at Password and Email Preferences. */
export function SettingsPage() {
  return <ProfilePage openAt="password" />;
}
