/**
 * Lets code outside React (the API client's session-ended handler) move the router. The app
 * registers the router's navigate once it is mounted; before that a full page load is used.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

let navigator: NavigateFn | null = null;

export function registerNavigator(navigate: NavigateFn): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) {
    navigator(to, options);
  } else if (typeof window !== 'undefined') {
    window.location.assign(to);
  }
}
