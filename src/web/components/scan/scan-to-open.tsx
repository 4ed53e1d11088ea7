import { useNavigate } from 'react-router';
import type { FoundCode } from '../../../domain/zarcode/codes-in-text';
import type { ButtonProps } from '../ui/button';
import { paths } from '../../paths';
import { ScanButton } from './scan-button';

/** The code page a scanned QR leads to, with the delivery link's key when the QR held one. */
export function scannedCodePath(found: FoundCode): string {
  return found.key ? `${paths.code(found.code)}?k=${encodeURIComponent(found.key)}` : paths.code(found.code);
}

/** "Scan" beside a search box: the code read opens at once. */
export function ScanToOpenButton({ className, variant }: Pick<ButtonProps, 'className' | 'variant'>) {
  const navigate = useNavigate();
  return <ScanButton className={className} variant={variant} onCode={(found) => navigate(scannedCodePath(found))} />;
}
