import { useTranslation } from 'react-i18next';
import { requestShareText } from '../../../domain/location-requests/location-requests';
import type { CreateLocationRequestReply } from '../../../domain/location-requests/schemas';
import { SendLinkDialog } from '../../components/share/send-link-dialog';
import { useSession } from '../../session/use-session';

/**
 * A request's link, shown this once, with the requester's name in the message: a new request's, or
 * the one that replaced a lost link (`isReplacement`), which says that the link sent before is dead.
 * When the server texted the link, the dialog says to whom, or that the SMS could not go.
 */
export function RequestLinkDialog({ created, isReplacement = false, onClose }: { created: CreateLocationRequestReply | null; isReplacement?: boolean; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const { user } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : t('someone');
  return (
    <SendLinkDialog
      url={created?.url ?? null}
      text={created ? requestShareText(name, created.request.note, created.url) : ''}
      title={isReplacement ? t('sendTheNewLink') : t('sendTheLink')}
      description={isReplacement ? t('sendTheNewLinkText') : t('sendTheLinkText')}
      notice={created?.sms ? { text: t(created.sms.status === 'sent' ? 'smsSent' : 'smsFailed', { to: created.sms.to }), isProblem: created.sms.status !== 'sent' } : null}
      onClose={onClose}
    />
  );
}
