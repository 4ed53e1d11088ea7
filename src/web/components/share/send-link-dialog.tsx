import { Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../ui/dialog';
import { copyWithToast } from './clipboard';
import { smsUrl, whatsAppTextUrl } from '../../../domain/zarcode/share-links';
import { Field } from '../ui/field';
import { Input } from '../ui/input';

/**
 * A link made just now and shown this once (its secret is kept only as a hash): the link to select,
 * and WhatsApp, SMS and Copy, the message being `text`.
 */
export function SendLinkDialog(props: { url: string | null; text: string; title: string; description: string; onClose: () => void }) {
  const { t } = useTranslation('app');
  const { url, text, onClose } = props;
  return (
    <Dialog {...openWhileSet(url, onClose)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="wrap-anywhere">{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <Field id="new-link" label={t('link')}>
            <Input id="new-link" readOnly value={url ?? ''} onFocus={(event) => event.currentTarget.select()} className="bg-muted font-mono" />
          </Field>
          <div className="grid gap-2 sm:grid-cols-3">
            <Button asChild className="bg-[#128c4b] hover:bg-[#0e7a40]">
              <a href={whatsAppTextUrl(text)} target="_blank" rel="noopener noreferrer">
                <MessageCircle aria-hidden />
                {t('codePage:whatsApp')}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={smsUrl(text)}>
                <MessageSquareText aria-hidden />
                {t('sms')}
              </a>
            </Button>
            <Button variant="outline" onClick={() => void copyWithToast(url ?? '', { title: t('codePage:linkCopied') })}>
              <Copy aria-hidden />
              {t('copyLink')}
            </Button>
          </div>
          <Button variant="ghost" onClick={onClose}>
            {t('done')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
