import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils';
import { Input } from './input';

export interface PasswordInputProps extends Omit<React.ComponentProps<'input'>, 'type'> {
  /**
   * Names the show/hide button: "Show {toggleName}" / "Hide {toggleName}" ("password" when not
   * given). Keep it distinct from the field's label text so that finding the field by its label
   * stays unambiguous.
   */
  toggleName?: string;
}

/** A password field with a show/hide toggle. */
export function PasswordInput({ className, toggleName, ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = React.useState(false);
  const name = toggleName ?? t('passwordName');
  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className={cn('pr-11', className)} {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={t(isVisible ? 'hidePassword' : 'showPassword', { name })}
        aria-pressed={isVisible}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {isVisible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
