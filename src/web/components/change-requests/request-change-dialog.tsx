import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PRODUCT_NAME } from '../../../domain/brand';
import { REASON_MAX_LENGTH, REASON_REQUIRED_MESSAGE } from '../../../domain/change-requests/change-requests';
import { requestChangeBodySchema, type RequestChangeBody, type RequestChangeInput } from '../../../domain/change-requests/schemas';
import { serverMessageOr } from '../../api/client';
import { useRequestChangeMutation } from '../../api/change-requests';
import { SubmitButton } from '../form/submit-button';
import { TextAreaField } from '../form/text-fields';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, openWhileSet } from '../ui/dialog';
import { toast } from '../ui/use-toast';

/** The words when a request could not be sent and the server gave none. */
export const REQUEST_FAILED_FALLBACK = 'Failed to submit change request. Please try again.';

function RequestChangeForm({ code, onDone }: { code: string; onDone: () => void }) {
  const submission = useRequestChangeMutation(code);
  const { control, handleSubmit } = useForm<RequestChangeInput, unknown, RequestChangeBody>({
    resolver: zodResolver(requestChangeBodySchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(
    (body) =>
      submission.mutate(body, {
        onSuccess: () => {
          toast({
            title: 'Change request submitted',
            description: 'An administrator will review it. You will get an e-mail with the decision.',
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          const message = serverMessageOr(error, REQUEST_FAILED_FALLBACK);
          toast({ title: 'Request Failed', description: message, variant: 'destructive' });
        },
      }),
    (errors) => toast({ title: 'Reason Required', description: errors.reason?.message ?? REASON_REQUIRED_MESSAGE, variant: 'destructive' }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextAreaField
        control={control}
        name="reason"
        id="change-request-reason"
        label="Reason"
        hint="Where should the code move to, and why? An administrator reads this before allowing the move."
        maxLength={REASON_MAX_LENGTH}
        // The toast tells what is wrong; the field is marked invalid.
        errorText={() => undefined}
        autoFocus
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={submission.isPending}>
          Cancel
        </Button>
        <SubmitButton isPending={submission.isPending}>Submit Request</SubmitButton>
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
  return (
    <Dialog {...openWhileSet(code, onClose)}>
      {code ? (
        <DialogContent closeLabel="Close">
          <DialogHeader>
            <DialogTitle>
              Request Change for <span className="whitespace-nowrap">{code}</span>
            </DialogTitle>
            <DialogDescription>
              {`The location of a ${PRODUCT_NAME} is locked, so that people who saved it are never sent elsewhere. Once an administrator approves, you have 24 hours to move its marker.`}
            </DialogDescription>
          </DialogHeader>
          <RequestChangeForm key={code} code={code} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
