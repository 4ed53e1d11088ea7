import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { testEmailBodySchema, type TestEmailBody } from '../../../../domain/settings/schemas';
import { useSendTestEmailMutation } from '../../../api/admin-settings';
import { EmailField } from '../../../components/form/text-fields';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useSession } from '../../../session/use-session';
import { SettingsCard } from './settings-card';
import { toastFailure } from '../../../components/toast-failure';

/** Test Email: sends a message to the address given (the admin's own to begin with). */
export function TestEmailCard() {
  const { user } = useSession();
  const send = useSendTestEmailMutation();
  const { control, handleSubmit } = useForm<TestEmailBody>({
    resolver: zodResolver(testEmailBodySchema),
    defaultValues: { email: user?.email ?? '' },
  });

  const onSubmit = handleSubmit(({ email }) =>
    send.mutate(email, {
      onSuccess: (reply) => toast({ title: 'Test email sent', description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure('Test email failed', error, 'Failed to send test email'),
    }),
  );

  return (
    <SettingsCard icon={Mail} title="Test Email" description="Send a test message to check that e-mail delivery works.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField control={control} name="email" id="test-email" label="Email address" />
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Test Email'}
        </Button>
      </form>
    </SettingsCard>
  );
}
