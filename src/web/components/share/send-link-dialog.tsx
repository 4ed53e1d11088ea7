import { Copy, MessageCircle, MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, openWhileSet } from '../ui/dialog';
import { copyWithToast } from './clipboard';
import { smsUrl, whatsAppTextUrl } from '../../../domain/zarcode/share-links';
import { Field } from '../ui/field';
import { Input } from '../ui/input';
import { cn } from '../../lib/utils';

/**
 * A link made just now and shown this once (its secret is kept only as a hash): the link to select,
 * and WhatsApp, SMS and Copy, the message being `text`. `notice`: what became of the link already
 * (the server texted it), above the rest.
 */
export function SendLinkDialog(props: {
  url: string | null;
  text: string;
  title: string;
  description: string;
  notice?: { text: string; isProblem: boolean } | null;
  onClose: () => void;
}) {
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
          {props.notice ? (
            <p role="status" className={cn('rounded-md px-3 py-2 text-sm font-medium', props.notice.isProblem ? 'bg-amber-50 text-amber-900' : 'bg-brand-50 text-brand-900')}>
              {props.notice.text}
            </p>
          ) : null}
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
