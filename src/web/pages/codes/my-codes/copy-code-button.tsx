import { Copy } from 'lucide-react';
import { PRODUCT_NAME } from '../../../../domain/brand';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { cn } from '../../../lib/utils';

/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (https or localhost); on
 * plain http, e.g. a phone on a LAN address, a hidden textarea and execCommand still work.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy command refused');
}

/** Copies a code and says so: 'Copied!' or 'Copy failed' (document 2, sections 2 and 8). */
export async function copyCode(code: string): Promise<void> {
  try {
    await copyText(code);
    toast({ title: 'Copied!', description: `${PRODUCT_NAME} copied to clipboard`, variant: 'success' });
  } catch {
    toast({ title: 'Copy failed', description: 'Unable to copy to clipboard', variant: 'destructive' });
  }
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
