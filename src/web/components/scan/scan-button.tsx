import { ScanLine } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundCode } from '../../../domain/zarcode/codes-in-text';
import { Button, type ButtonProps } from '../ui/button';

// The camera dialog and its QR reader come only with the first tap: the pages it sits on stay light.
const ScanDialog = React.lazy(() => import('./scan-dialog').then((module) => ({ default: module.ScanDialog })));

/** "Scan": opens the camera on a plate's, sticker's or label's QR and hands over the code it reads. */
export function ScanButton({ onCode, className, variant = 'outline', size = 'lg' }: { onCode: (found: FoundCode) => void } & Pick<ButtonProps, 'className' | 'variant' | 'size'>) {
  const { t } = useTranslation('runs');
  const [isOpen, setIsOpen] = React.useState(false);
  return (
    <>
      <Button type="button" variant={variant} size={size} className={className} onClick={() => setIsOpen(true)}>
        <ScanLine aria-hidden />
        {t('scan')}
      </Button>
      {isOpen ? (
        <React.Suspense fallback={null}>
          <ScanDialog
            open
            onClose={() => setIsOpen(false)}
            onCode={(found) => {
              setIsOpen(false);
              onCode(found);
            }}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
