import { CHANNELS, type Channel } from '../../../domain/channels/channels';
import { endpointPath } from '../../../domain/api/endpoint';
import * as endpoints from '../../../domain/channels/endpoints';
import { CHANNEL_SETTINGS, type Config } from '../../config';

/** A channel as staff see it: on or off, the settings that switch it on, where its provider calls. */
export interface ChannelState {
  channel: Channel;
  isOn: boolean;
  /** The settings it needs, all of them together (README, Settings). */
  settings: readonly string[];
  /** The webhook URL to give the provider (PUBLIC_URL and the path). */
  webhookUrl: string;
}

const WEBHOOKS: Readonly<Record<Channel, string>> = {
  whatsapp: endpoints.whatsAppWebhookEndpoint.path,
  sms: endpoints.inboundSmsEndpoint.path,
  ussd: endpoints.ussdSessionEndpoint.path,
};

/** Each channel's state, from the settings (for the admin pages and the start-up log). */
export function channelStates(config: Pick<Config, 'publicUrl' | 'channels'>): ChannelState[] {
  return CHANNELS.map((channel) => ({
    channel,
    isOn: config.channels[channel] !== undefined,
    settings: CHANNEL_SETTINGS[channel],
    webhookUrl: `${config.publicUrl}${endpointPath(WEBHOOKS[channel], {})}`,
  }));
}
