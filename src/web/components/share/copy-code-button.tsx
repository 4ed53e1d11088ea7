import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { copyWithToast } from './clipboard';
import { Button } from '../ui/button';
import { cn } from '../../lib/utils';

/** Copies a code and says so: 'Copied!' or 'Copy failed'. */
export async function copyCode(code: string): Promise<boolean> {
  return copyWithToast(code, { title: i18n.t('common:copied'), description: i18n.t('codePage:codeCopied') });
}

export function CopyCodeButton({ code, className }: { code: string; className?: string }) {
  const { t } = useTranslation();
  const label = t('codePage:copyDetail', { label: code });
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-9 text-muted-foreground hover:text-foreground', className)}
      aria-label={label}
      title={label}
      onClick={() => void copyCode(code)}
    >
      <Copy aria-hidden />
    </Button>
  );
}
