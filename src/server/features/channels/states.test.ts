import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { channelStates } from './states';

describe('channelStates', () => {
  it('says which channels are on, what switches each on, and the webhook URL to give its provider', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://zarcode.co.za', USSD_WEBHOOK_SECRET: 'u'.repeat(16) }, '/nonexistent');
    expect(channelStates(config)).toEqual([
      {
        channel: 'whatsapp',
        isOn: false,
        settings: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'],
        webhookUrl: 'https://zarcode.co.za/api/channels/whatsapp',
      },
      { channel: 'sms', isOn: false, settings: ['SMS_SEND_URL', 'SMS_API_KEY', 'SMS_FROM', 'SMS_WEBHOOK_SECRET'], webhookUrl: 'https://zarcode.co.za/api/channels/sms' },
      { channel: 'ussd', isOn: true, settings: ['USSD_WEBHOOK_SECRET'], webhookUrl: 'https://zarcode.co.za/api/channels/ussd' },
    ]);
  });
});
