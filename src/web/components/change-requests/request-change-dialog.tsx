import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { REASON_MAX_LENGTH, REASON_REQUIRED_MESSAGE } from '../../../domain/change-requests/change-requests';
import { requestChangeBodySchema, type RequestChangeBody, type RequestChangeInput } from '../../../domain/change-requests/schemas';
import { serverMessageOr } from '../../api/client';
import { useRequestChangeMutation } from '../../api/change-requests';
import { SubmitButton } from '../form/submit-button';
import { TextAreaField } from '../form/text-fields';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, openWhileSet } from '../ui/dialog';
import { localMessage } from '../../lib/i18n';
import { toast } from '../ui/use-toast';

function RequestChangeForm({ code, onDone }: { code: string; onDone: () => void }) {
  const { t } = useTranslation('changeRequests');
  const submission = useRequestChangeMutation(code);
  const { control, handleSubmit } = useForm<RequestChangeInput, unknown, RequestChangeBody>({
    resolver: zodResolver(requestChangeBodySchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(
    (body) =>
      submission.mutate(body, {
        onSuccess: () => {
          toast({ title: t('submitted'), description: t('submittedText'), variant: 'success' });
          onDone();
        },
        onError: (error) => {
          const message = localMessage(serverMessageOr(error, t('requestFailedText')));
          toast({ title: t('requestFailed'), description: message, variant: 'destructive' });
        },
      }),
    (errors) => toast({ title: t('reasonRequired'), description: localMessage(errors.reason?.message ?? REASON_REQUIRED_MESSAGE), variant: 'destructive' }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextAreaField
        control={control}
        name="reason"
        id="change-request-reason"
        label={t('reason')}
        hint={t('reasonHint')}
        maxLength={REASON_MAX_LENGTH}
        // The toast tells what is wrong; the field is marked invalid.
        errorText={() => undefined}
        autoFocus
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={submission.isPending}>
          {t('common:cancel')}
        </Button>
        <SubmitButton isPending={submission.isPending}>{t('submitRequest')}</SubmitButton>
      </DialogFooter>
    </form>
  );
}

/**
 * 'Request Change for {code}': a reason, Cancel and Submit Request (docs/rules.md#messages).
 * The owner asks an admin to let them move the code; `onClose` runs however the dialog closes (the
 * list behind it reloads then).
 */
export function RequestChangeDialog({ code, onClose }: { code: string | null; onClose: () => void }) {
  const { t } = useTranslation('changeRequests');
  return (
    <Dialog {...openWhileSet(code, onClose)}>
      {code ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans t={t} i18nKey="requestChangeFor" values={{ code }} components={{ code: <span className="whitespace-nowrap" /> }} />
            </DialogTitle>
            <DialogDescription>{t('lockedExplained')}</DialogDescription>
          </DialogHeader>
          <RequestChangeForm key={code} code={code} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
