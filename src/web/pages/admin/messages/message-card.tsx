import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { replyMessageBodySchema, type AdminMessage, type ReplyMessageBody } from '../../../../domain/contact/schemas';
import { useMarkMessageMutation, useReplyMessageMutation } from '../../../api/admin-messages';
import { TextAreaField } from '../../../components/form/text-fields';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/utils';
import { toastFailure } from '../../../components/toast-failure';

const EMAIL_STATUS_TEXT = { sent: 'e-mailed', sending: 'sending', failed: 'not delivered' } as const;

/**
 * One contact message: its header opens it (and marks it read), showing the text, the replies sent,
 * a reply form and the message's actions.
 */
export function MessageCard({
  message,
  isOpen,
  onToggle,
  onDelete,
}: {
  message: AdminMessage;
  isOpen: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const mark = useMarkMessageMutation();
  const bodyId = `message-${message.id}`;

  const setRead = (read: boolean) =>
    mark.mutate(
      { id: message.id, read },
      {
        onError: (error) =>
          toastFailure(`Failed to mark the message ${read ? 'read' : 'unread'}`, error, 'Please try again.'),
      },
    );

  function handleToggle() {
    if (!isOpen && !message.isRead) setRead(true);
    onToggle();
  }

  return (
    <Card className={cn('min-w-0 overflow-hidden', !message.isRead && 'border-brand-300')}>
      <h2 className="text-base">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={handleToggle}
          className="flex w-full items-start gap-3 p-4 text-left hover:bg-muted/50"
        >
          <span
            aria-hidden
            className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', message.isRead ? 'bg-transparent' : 'bg-brand-600')}
          />
          <span className="grid min-w-0 flex-1 gap-0.5 sm:grid-cols-[1fr_auto] sm:gap-x-3">
            <span className={cn('wrap-anywhere text-slate-900', message.isRead ? 'font-medium' : 'font-bold')}>{message.subject}</span>
            <time dateTime={message.createdAt} className="text-xs text-muted-foreground sm:row-start-1 sm:col-start-2 sm:text-right">
              {formatDateTime(message.createdAt)}
            </time>
            <span className="truncate text-sm text-muted-foreground">{`${message.name} · ${message.email}`}</span>
            <span className="flex gap-1 sm:justify-end">
              {message.isRead ? null : <Badge>Unread</Badge>}
              {message.replies.length > 0 ? <Badge variant="secondary">Replied</Badge> : null}
            </span>
          </span>
          <ChevronDown aria-hidden className={cn('mt-1 size-4 shrink-0 transition-transform', isOpen && 'rotate-180')} />
        </button>
      </h2>
      {isOpen ? (
        <div id={bodyId} className="grid gap-4 border-t border-border p-4">
          <p className="whitespace-pre-wrap wrap-anywhere text-sm text-slate-800">{message.message}</p>
          {message.replies.length > 0 ? (
            <section aria-label="Replies sent" className="grid gap-2">
              {message.replies.map((reply) => (
                <div key={reply.id} className="rounded-md border-l-4 border-brand-300 bg-brand-50/60 p-3 text-sm">
                  <p className="mb-1 text-xs text-muted-foreground">
                    {`${reply.sentBy}, ${formatDateTime(reply.createdAt)}${reply.emailStatus ? `, ${EMAIL_STATUS_TEXT[reply.emailStatus]}` : ''}`}
                  </p>
                  <p className="whitespace-pre-wrap wrap-anywhere text-slate-800">{reply.message}</p>
                </div>
              ))}
            </section>
          ) : null}
          <ReplyForm message={message} />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={mark.isPending} onClick={() => setRead(!message.isRead)}>
              {message.isRead ? <Mail aria-hidden /> : <MailOpen aria-hidden />}
              {message.isRead ? 'Mark as unread' : 'Mark as read'}
            </Button>
            <Button variant="outline" size="sm" tone="danger" onClick={onDelete}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}

/** The reply, e-mailed to the sender: the text stays in the box when sending fails. */
function ReplyForm({ message }: { message: AdminMessage }) {
  const reply = useReplyMessageMutation();
  const { control, handleSubmit, reset } = useForm<ReplyMessageBody>({
    resolver: zodResolver(replyMessageBodySchema),
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit((body) =>
    reply.mutate(
      { id: message.id, message: body.message },
      {
        onSuccess: () => {
          toast({ title: 'Reply sent', description: `Sent to ${message.email}`, variant: 'success' });
          reset();
        },
        onError: (error) =>
          toastFailure('Failed to send reply', error, 'Please try again.'),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <TextAreaField
        control={control}
        name="message"
        id={`reply-${message.id}`}
        label="Your reply"
        hint={`E-mailed to ${message.email}, with their message quoted.`}
        hideHintOnError
        rows={4}
      />
      <Button type="submit" className="justify-self-start" disabled={reply.isPending}>
        <Reply aria-hidden />
        {reply.isPending ? 'Sending...' : 'Send reply'}
      </Button>
    </form>
  );
}
