import { useTranslation } from 'react-i18next';
import type { User } from '../../../../domain/auth/schemas';
import { useUpdateProfileMutation } from '../../../api/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { serverMessageOr } from '../../../api/client';
import { localMessage } from '../../../lib/i18n';

/**
 * Email Preferences: the emailNotifications switch, saved as it is flipped. It governs news only;
 * account mail (password resets, receipts, change-request decisions) always goes.
 */
export function EmailPreferencesCard({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfileMutation();
  const checked = update.isPending && update.variables ? Boolean(update.variables.emailNotifications) : user.emailNotifications;

  function handleChange(emailNotifications: boolean) {
    const { firstName, lastName, email, contactTel } = user;
    update.mutate(
      { firstName, lastName, email, contactTel, emailNotifications },
      {
        onSuccess: () =>
          toast({ title: t('profileUpdated'), description: emailNotifications ? t('newsOn') : t('newsOff'), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('updateFailed'), description: localMessage(serverMessageOr(error, t('updateFailedText'))), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('emailPreferences')}</CardTitle>
        <CardDescription>{t('emailPreferencesIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-0.5">
            <Label htmlFor="email-notifications">{t('emailNotifications')}</Label>
            <p id="email-notifications-hint" className="text-xs text-muted-foreground">
              {t('emailNotificationsHint')}
            </p>
          </div>
          <Switch
            id="email-notifications"
            checked={checked}
            disabled={update.isPending}
            onCheckedChange={handleChange}
            aria-describedby="email-notifications-hint"
          />
        </div>
      </CardContent>
    </Card>
  );
}
