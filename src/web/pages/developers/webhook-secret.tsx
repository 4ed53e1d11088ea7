import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SecretShownOnce } from './secret-shown-once';

/** A webhook's signing secret, shown this once (made or replaced), with how to check a delivery by it. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  return (
    <SecretShownOnce
      id="webhook-secret"
      secret={secret}
      icon={<ShieldCheck aria-hidden />}
      onDone={onDone}
      texts={{
        title: t('yourSecret'),
        description: t('secretOnce'),
        label: t('signingSecret'),
        adviceTitle: t('verifyTitle'),
        advice: t('verifyText'),
        copy: t('copySecret'),
        copied: t('secretCopied'),
      }}
    />
  );
}
