import * as React from 'react';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToast } from './use-toast';

/**
 * Renders the current toast. The viewport is a permanent polite live region, so a toast added to
 * it is read out; the content is excluded from Radix's own hidden copy of the text, so each
 * message exists once on the page. F8 moves focus to the viewport (Radix's default hotkey).
 *
 * ToasterLoader mounts it when the first toast is raised: that toast joins the viewport a frame
 * after the viewport itself, since screen readers announce changes to a live region already in the
 * page, not a region that arrives with its text.
 */
export function Toaster() {
  const { toasts: raised } = useToast();
  const [isViewportReady, setIsViewportReady] = React.useState(false);
  React.useEffect(() => {
    const frame = requestAnimationFrame(() => setIsViewportReady(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const toasts = isViewportReady ? raised : [];
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, action, variant, ...props }) => (
        <Toast key={id} variant={variant} {...props}>
          <div className="grid gap-1" data-radix-toast-announce-exclude="">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport aria-live="polite" aria-atomic="false" />
    </ToastProvider>
  );
}
