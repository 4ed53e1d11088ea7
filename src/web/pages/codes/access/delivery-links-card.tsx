import { zodResolver } from '@hookform/resolvers/zod';
import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DELIVERY_LINK_DAYS_DEFAULT, deliveryShareText } from '../../../../domain/access-details/access-details';
import { createDeliveryLinkBodySchema, type CreateDeliveryLinkReply, type DeliveryLink } from '../../../../domain/access-details/schemas';
import { serverMessageOr } from '../../../api/client';
import { useCreateDeliveryLinkMutation, useDeliveryLinksQuery, useReplaceDeliveryLinkMutation, useRevokeDeliveryLinkMutation } from '../../../api/access-details';
import { FormError } from '../../../components/form/form-error';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-fields';
import { LinkLifetimeField } from '../../../components/share/link-lifetime-field';
import { SendLinkDialog } from '../../../components/share/send-link-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RegionCard } from '../../../components/region-card';
import { toast } from '../../../components/ui/use-toast';
import { toastFailure } from '../../../components/toast-failure';
import { formatDateTime } from '../../../lib/format';

const DAYS = [1, 2, 7, 14, 30, 90];
const STATUS_BADGE: Record<DeliveryLink['status'], { text: string; variant: 'default' | 'secondary' | 'destructive' }> = {
  active: { text: 'Active', variant: 'default' },
  expired: { text: 'Expired', variant: 'secondary' },
  revoked: { text: 'Revoked', variant: 'destructive' },
};

const linkFormSchema = createDeliveryLinkBodySchema.pick({ recipientName: true }).extend({ expiresInDays: z.string() });
type LinkFormInput = z.input<typeof linkFormSchema>;
type LinkFormValues = z.output<typeof linkFormSchema>;

/**
 * Delivery links: one per recipient, revocable, expiring; the new link is shown once to send on, and a
 * lost one is replaced by a new one for the same person (the one sent stops working).
 */
export function DeliveryLinksCard({ code }: { code: string }) {
  const links = useDeliveryLinksQuery(code);
  const create = useCreateDeliveryLinkMutation(code);
  const revoke = useRevokeDeliveryLinkMutation(code);
  const replace = useReplaceDeliveryLinkMutation(code);
  // The link to send, shown once: a new one, or one that replaced a lost link.
  const [created, setCreated] = useState<{ reply: CreateDeliveryLinkReply; isReplacement: boolean } | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<LinkFormInput, unknown, LinkFormValues>({
    resolver: zodResolver(linkFormSchema),
    defaultValues: { recipientName: '', expiresInDays: String(DELIVERY_LINK_DAYS_DEFAULT) },
  });

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { recipientName: values.recipientName, expiresInDays: Number(values.expiresInDays) },
      {
        onSuccess: (reply) => {
          setCreated({ reply, isReplacement: false });
          reset();
        },
        onError: (error) => setError('root.server', { message: serverMessageOr(error, 'Failed to make the link') }),
      },
    ),
  );

  function handleRevoke(link: DeliveryLink) {
    revoke.mutate(link.id, {
      onSuccess: () => toast({ title: 'Link revoked', description: `${link.recipientName}'s link no longer works.`, variant: 'success' }),
      onError: () => toast({ title: 'Revoke failed', variant: 'destructive' }),
    });
  }

  function handleReplace(link: DeliveryLink) {
    replace.mutate(link.id, {
      onSuccess: (reply) => setCreated({ reply, isReplacement: true }),
      onError: (error) => toastFailure('No new link made', error, 'Please try again.'),
    });
  }

  const list = links.data?.links ?? [];
  return (
    <RegionCard
      id="links"
      title="Delivery links"
      description="A link for one courier or shop: it opens this code with its access details, until it expires or you revoke it."
      contentClassName="grid grid-cols-1 gap-4"
    >
      <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end">
        <TextField control={control} name="recipientName" id="link-recipient" label="Who is it for?" placeholder="Sipho at PostNet Khayelitsha" />
        <LinkLifetimeField control={control} name="expiresInDays" id="link-days" label="Works for" className="sm:w-32" choices={DAYS} unit="day" />
        <SubmitButton isPending={create.isPending}>Make link</SubmitButton>
        <FormError message={formState.errors.root?.server?.message} className="sm:col-span-3" />
      </form>
      {list.length > 0 ? (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label="Delivery links">
          {list.map((link) => (
            <li key={link.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <Link2 className="size-4 shrink-0 text-brand-700" aria-hidden />
                  <span className="min-w-0 font-medium text-slate-900 wrap-anywhere">{link.recipientName}</span>
                  <Badge variant={STATUS_BADGE[link.status].variant}>{STATUS_BADGE[link.status].text}</Badge>
                </p>
                <p className="text-xs text-muted-foreground">{`Made ${formatDateTime(link.createdAt)} · ${link.status === 'revoked' ? `revoked ${formatDateTime(link.revokedAt!)}` : `until ${formatDateTime(link.expiresAt)}`}`}</p>
              </div>
              {link.status === 'active' ? (
                <div className="flex shrink-0 gap-2">
                  <Button variant="outline" size="sm" onClick={() => handleReplace(link)} disabled={replace.isPending} aria-label={`New link for ${link.recipientName}`}>
                    New link
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => handleRevoke(link)} disabled={revoke.isPending} aria-label={`Revoke the link for ${link.recipientName}`}>
                    Revoke
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {list.some((link) => link.status === 'active') ? (
        <p className="text-xs text-muted-foreground">
          Lost a link? New link makes another for the same person, until the same day: the link you sent stops working.
        </p>
      ) : null}
      <SendLinkDialog
        url={created?.reply.url ?? null}
        text={created ? deliveryShareText(code, created.reply.url) : ''}
        title={created ? `${created.isReplacement ? 'New link' : 'Link'} for ${created.reply.link.recipientName}` : 'Link'}
        description={`${created?.isReplacement ? 'The link you sent before no longer works: send this one instead. ' : ''}It is shown this once. Anyone with it sees the access details until it expires or you revoke it.`}
        onClose={() => setCreated(null)}
      />
    </RegionCard>
  );
}
