import { Package } from 'lucide-react';
import { BUNDLES } from '../../../../domain/bundles/bundles';
import type { Bundle } from '../../../../domain/bundles/schemas';
import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../../../../domain/brand';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

const dateFormat = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric' });

/** The banner of an active bundle with codes left: this code takes one of them, no payment needed. */
export function BundleBanner({ bundle }: { bundle: Bundle }) {
  const label = BUNDLES[bundle.bundleType].label;
  const left = bundle.remainingZarcodes;
  return (
    <Alert variant="success" role="status">
      <Package aria-hidden />
      <AlertTitle>
        {label} bundle: {left} of {bundle.totalZarcodes} {bundle.totalZarcodes === 1 ? PRODUCT_NAME : PRODUCT_NAME_PLURAL} left
      </AlertTitle>
      <AlertDescription>
        <p>
          This {PRODUCT_NAME} uses one bundle credit, so there is nothing to pay. The bundle is valid until{' '}
          {dateFormat.format(new Date(bundle.expiresAt))}.
        </p>
      </AlertDescription>
    </Alert>
  );
}
