import { Check, LocateFixed, TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { localMessage } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { LOCATE_ERROR_RESET_MS, LOCATE_SUCCESS_RESET_MS, LOCATION_NOT_SUPPORTED_MESSAGE, currentPosition, type LocateState } from './geolocation';

/** Each state's words, in the codeForm catalogue. */
const STATE_TEXT: Record<LocateState, string> = {
  idle: 'codeForm:locateIdle',
  loading: 'codeForm:locateLoading',
  success: 'codeForm:locateSuccess',
  error: 'codeForm:locateError',
};

export interface LocateButtonProps {
  onLocate(point: { latitude: number; longitude: number }): void;
  className?: string;
}

/**
 * The map's 'center on my location' button. It goes idle → loading → success (for 2 s) or error
 * (for 3 s) → idle, and tells a failure in a toast, in the words of geolocation.ts.
 */
export function LocateButton({ onLocate, className }: LocateButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = React.useState<LocateState>('idle');
  const resetTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isMounted = React.useRef(true);

  React.useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      clearTimeout(resetTimer.current);
    };
  }, []);

  function settle(next: 'success' | 'error') {
    if (!isMounted.current) return;
    setState(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(
      () => setState('idle'),
      next === 'success' ? LOCATE_SUCCESS_RESET_MS : LOCATE_ERROR_RESET_MS,
    );
  }

  async function handleClick() {
    if (state === 'loading') return;
    clearTimeout(resetTimer.current);
    setState('loading');
    try {
      const position = await currentPosition();
      settle('success');
      onLocate({ latitude: position.latitude, longitude: position.longitude });
    } catch (error) {
      settle('error');
      const message = error instanceof Error ? error.message : LOCATION_NOT_SUPPORTED_MESSAGE;
      if (message === LOCATION_NOT_SUPPORTED_MESSAGE) {
        toast({ title: localMessage(LOCATION_NOT_SUPPORTED_MESSAGE), description: t('codeForm:noLocationHint'), variant: 'destructive' });
      } else {
        toast({ title: t('codeForm:locationError'), description: localMessage(message), variant: 'destructive' });
      }
    }
  }

  const Icon = state === 'success' ? Check : state === 'error' ? TriangleAlert : LocateFixed;
  return (
    <>
      <button
        type="button"
        onClick={handleClick}
        aria-label={t(STATE_TEXT.idle)}
        aria-busy={state === 'loading' || undefined}
        title={t(STATE_TEXT[state])}
        data-state={state}
        className={cn(
          'flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 shadow-md transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          state === 'success' && 'border-brand-300 bg-brand-50 text-brand-800',
          state === 'error' && 'border-red-300 bg-red-50 text-red-800',
          className,
        )}
      >
        {state === 'loading' ? <Spinner className="size-4" /> : <Icon className="size-4" aria-hidden />}
        <span className="hidden sm:inline" aria-hidden>
          {t(STATE_TEXT[state])}
        </span>
      </button>
      <span className="sr-only" role="status">
        {state === 'idle' ? '' : t(STATE_TEXT[state])}
      </span>
    </>
  );
}
