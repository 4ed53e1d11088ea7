import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { testMessageBodySchema, type ChannelStatesReply, type TestMessageInput } from '../../../../domain/channels/admin-schemas';
import { CHANNEL_NAMES, isTestableChannel, USSD_NOT_TESTABLE_MESSAGE, type Channel, type TestableChannel } from '../../../../domain/channels/channels';
import { useChannelStatesQuery, useSendChannelTestMutation } from '../../../api/admin-channels';
import { TextField } from '../../../components/form/text-fields';
import { toastFailure } from '../../../components/toast-failure';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { paths } from '../../../paths';
import { FetchError } from '../parts/admin-page';
import { SettingsCard } from './settings-card';

type ChannelState = ChannelStatesReply['channels'][number];

/** Where each provider takes the webhook URL, and what goes with it (the secrets stay in the settings). */
const WEBHOOK_NOTES: Record<Channel, string> = {
  whatsapp: "Meta's app > WhatsApp > Configuration > Webhook: this callback URL with WHATSAPP_VERIFY_TOKEN, subscribed to messages.",
  sms: "The aggregator's inbound (MO) URL: add ?secret= and SMS_WEBHOOK_SECRET, or send it as the X-Webhook-Secret header.",
  ussd: "The USSD service's callback URL: add ?secret= and USSD_WEBHOOK_SECRET, or send it as the X-Webhook-Secret header.",
};

/** What a test shows, beyond "it was taken": WhatsApp's rule on messages a business starts. */
const TEST_NOTES: Record<TestableChannel, string> = {
  whatsapp:
    'WhatsApp delivers a message like this only to a number that wrote to yours in the last 24 hours; to another, Meta reports it failed. Its delivery shows on Channels.',
  sms: 'The aggregator is asked to send it; its delivery shows on Channels.',
};

/** WhatsApp, SMS and USSD: each on or off, what it still needs, its webhook URL, and a test message. */
export function ChannelsCard() {
  const states = useChannelStatesQuery();
  return (
    <SettingsCard
      icon={MessageCircle}
      title="WhatsApp, SMS and USSD"
      description="Each channel answers once all its settings are given (environment settings, read at start-up)."
    >
      {states.isError ? <FetchError title="Failed to fetch the channels" error={states.error} /> : null}
      {states.data ? (
        <ul className="divide-y divide-border" aria-label="Channels">
          {states.data.channels.map((state) => (
            <ChannelItem key={state.channel} state={state} />
          ))}
        </ul>
      ) : states.isError ? null : (
        <Skeleton className="h-48 w-full" />
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        The conversations and their counts are on <Link to={paths.admin.channels()} className="font-medium text-brand-700 underline">Channels</Link>.
      </p>
    </SettingsCard>
  );
}

function ChannelItem({ state }: { state: ChannelState }) {
  const name = CHANNEL_NAMES[state.channel];
  const headingId = `channel-${state.channel}`;
  return (
    <li className="grid gap-2 py-4 first:pt-0 last:pb-0" aria-labelledby={headingId}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {name}
        <Badge variant={state.isOn ? 'secondary' : 'outline'}>{state.isOn ? 'On' : 'Off'}</Badge>
      </h3>
      {state.isOn ? (
        <>
          <div className="text-sm">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Webhook URL</p>
            <p className="mt-0.5 break-all font-mono text-xs text-slate-900">{state.webhookUrl}</p>
            <p className="mt-1 text-xs text-muted-foreground">{WEBHOOK_NOTES[state.channel]}</p>
          </div>
          {isTestableChannel(state.channel) ? <TestMessageForm channel={state.channel} /> : <p className="text-xs text-muted-foreground">{USSD_NOT_TESTABLE_MESSAGE}</p>}
        </>
      ) : (
        <div className="text-sm">
          <p className="text-slate-800">{`Off: it needs ${state.settings.length === 1 ? 'this setting' : `these ${state.settings.length} settings`}.`}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={`Settings ${name} needs`}>
            {state.settings.map((setting) => (
              <li key={setting} className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs text-slate-900">
                {setting}
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** A test message to the number typed, through the channel's provider. */
function TestMessageForm({ channel }: { channel: TestableChannel }) {
  const name = CHANNEL_NAMES[channel];
  const send = useSendChannelTestMutation(channel);
  const { control, handleSubmit } = useForm<TestMessageInput, unknown, z.output<typeof testMessageBodySchema>>({
    resolver: zodResolver(testMessageBodySchema),
    defaultValues: { to: '' },
  });
  const onSubmit = handleSubmit(({ to }) =>
    send.mutate(to, {
      onSuccess: (reply) => toast({ title: `Test ${name} message sent`, description: reply.message, variant: 'success' }),
      onError: (error) => toastFailure(`Test ${name} message failed`, error, 'Failed to send the test message'),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextField
        control={control}
        name="to"
        id={`test-${channel}-to`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        label={`Send a test ${name} message to`}
        placeholder="082 123 4567"
        fieldClassName="max-w-sm"
      />
      <Button type="submit" variant="outline" disabled={send.isPending} className="justify-self-start">
        {send.isPending ? 'Sending...' : `Send test ${name}`}
      </Button>
      <p className="text-xs text-muted-foreground">{TEST_NOTES[channel]}</p>
    </form>
  );
}
