import { requestShareText } from '../../../domain/location-requests/location-requests';
import type { CreateLocationRequestReply } from '../../../domain/location-requests/schemas';
import { SendLinkDialog } from '../../components/share/send-link-dialog';
import { useSession } from '../../session/use-session';

/**
 * A request's link, shown this once, with the requester's name in the message: a new request's, or
 * the one that replaced a lost link (`isReplacement`), which says that the link sent before is dead.
 */
export function RequestLinkDialog({ created, isReplacement = false, onClose }: { created: CreateLocationRequestReply | null; isReplacement?: boolean; onClose: () => void }) {
  const { user } = useSession();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : 'Someone';
  return (
    <SendLinkDialog
      url={created?.url ?? null}
      text={created ? requestShareText(name, created.request.note, created.url) : ''}
      title={isReplacement ? 'Send the new link' : 'Send the link'}
      description={
        isReplacement
          ? 'The link you sent before no longer works: send this one instead. It is shown this once, and you see its answer on this page.'
          : 'It is shown this once. It takes one answer, and you see it on this page.'
      }
      onClose={onClose}
    />
  );
}
