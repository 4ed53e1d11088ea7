import { Mail } from 'lucide-react';
import { usePublicSettingsQuery } from '../../api/settings';
import { cn } from '../../lib/utils';

/** "Or email us at support@...": the support address (SUPPORT_EMAIL) as a mail link, once the settings are known. */
export function SupportEmail({ lead, className, onClick }: { lead: string; className?: string; onClick?: () => void }) {
  const supportEmail = usePublicSettingsQuery().data?.supportEmail;
  if (!supportEmail) return null;
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      <Mail className="mr-1.5 inline size-4 align-[-3px]" aria-hidden />
      {lead}{' '}
      <a className="wrap-anywhere font-medium text-primary hover:underline" href={`mailto:${supportEmail}`} onClick={onClick}>
        {supportEmail}
      </a>
    </p>
  );
}
