import { AlertCircle } from 'lucide-react';
import type { PaymentModeReply } from '../../../../domain/payments/schemas';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/**
 * The red notice of the admin pages while no payment can be taken: PayFast is switched on, but the
 * server's environment lacks the merchant settings it names. Nothing while payments work (or while
 * the mode is still being read).
 */
export function PaymentsUnavailableNotice({ payment }: { payment: PaymentModeReply | undefined }) {
  if (!payment || payment.mode !== null) return null;
  return (
    <Alert variant="destructive" aria-labelledby="payments-unavailable-title">
      <AlertCircle aria-hidden />
      <AlertTitle id="payments-unavailable-title">Payments are not available</AlertTitle>
      <AlertDescription className="space-y-2">
        <p>PayFast is switched on, but the server&apos;s environment lacks these settings, so buyers cannot pay:</p>
        <ul aria-label="Missing settings" className="flex flex-wrap gap-2">
          {payment.missingSettings.map((name) => (
            <li key={name}>
              <code className="break-all rounded bg-white px-1.5 py-0.5 font-mono text-xs font-semibold text-red-900 ring-1 ring-red-200">
                {name}
              </code>
            </li>
          ))}
        </ul>
        <p>Set them and restart the server, or have a super admin switch PayFast off in System Settings to take mock payments.</p>
      </AlertDescription>
    </Alert>
  );
}
