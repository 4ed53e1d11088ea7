import { Copy } from 'lucide-react';
import { PRODUCT_NAME } from '../../../domain/brand';
import { copyWithToast } from './clipboard';
import { Button } from '../ui/button';
import { cn } from '../../lib/utils';

/** Copies a code and says so: 'Copied!' or 'Failed to copy'. */
export async function copyCode(code: string): Promise<boolean> {
  return copyWithToast(code, { title: 'Copied!', description: `${PRODUCT_NAME} copied to clipboard` });
}

export function CopyCodeButton({ code, className }: { code: string; className?: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9 text-muted-foreground hover:text-foreground', className)}
      aria-label={`Copy ${code}`}
      title={`Copy ${code}`}
      onClick={() => void copyCode(code)}
    >
      <Copy aria-hidden />
    </Button>
  );
}
