import type { User } from '../../../../domain/auth/schemas';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { useUpdateProfileMutation } from '../../../api/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { PROFILE_UPDATED, PROFILE_UPDATE_FAILED, PROFILE_UPDATE_FALLBACK } from './messages';
import { serverMessageOr } from '../../../api/client';

/**
 * Email Preferences: the emailNotifications switch, saved as it is flipped. It governs news only;
 * account mail (password resets, receipts, change-request decisions) always goes.
 */
export function EmailPreferencesCard({ user }: { user: User }) {
  const update = useUpdateProfileMutation();
  const checked = update.isPending && update.variables ? Boolean(update.variables.emailNotifications) : user.emailNotifications;

  function handleChange(emailNotifications: boolean) {
    const { firstName, lastName, email, contactTel } = user;
    update.mutate(
      { firstName, lastName, email, contactTel, emailNotifications },
      {
        onSuccess: () =>
          toast({
            title: PROFILE_UPDATED,
            description: emailNotifications ? 'You will get news by e-mail.' : 'You will no longer get news by e-mail.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: PROFILE_UPDATE_FAILED, description: serverMessageOr(error, PROFILE_UPDATE_FALLBACK), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email Preferences</CardTitle>
        <CardDescription>What we send you besides the e-mails about your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex items-start justify-between gap-4">
          <div className="space-y-0.5">
            <Label htmlFor="email-notifications">Email notifications</Label>
            <p id="email-notifications-hint" className="text-xs text-muted-foreground">
              {`News and offers from ${PRODUCT_NAME}. Password resets, receipts and decisions on your change requests are always sent.`}
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
