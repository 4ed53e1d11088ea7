/**
 * The frame every form control shares (inputs, text areas, selects): border, focus ring, invalid and
 * disabled states, and 16px text on phones so that iOS does not zoom in on focus (14px from 640px up).
 */
export const controlFrame =
  'w-full rounded-md border border-input bg-background px-3 text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';
