import { useTranslation } from 'react-i18next';
import { localMessage } from '../../lib/i18n';

/**
 * The map errors, in their agreed words (docs/rules.md#messages), shown in the reader's language
 * through the `messages` catalogue.
 */
export const MAP_ERROR_TEXT = {
  title: 'Map Error',
  /** The dashboard's map (and the maps that share it): the map or its tiles could not load. */
  failedToInitialize: 'Failed to initialize map',
  /** The other maps (generator, code page, address page, embed): the map or its tiles could not load. */
  errorInitializing: 'Error initializing map',
  /** Where a Google Maps key is set and Google's place search could not be reached. */
  googleFailed: 'Failed to load Google Maps',
} as const;

/** Laid over a map whose tiles could not load: 'Map Error' and what failed. */
export function MapErrorNotice({ description }: { description: string }) {
  const { i18n } = useTranslation();
  return (
    <div role="alert" className="absolute inset-x-2 top-2 z-[1000] rounded-md border border-red-200 bg-white/95 px-3 py-2 text-sm shadow-md">
      <p className="font-semibold text-red-700">{localMessage(MAP_ERROR_TEXT.title, i18n)}</p>
      <p className="text-slate-700">{localMessage(description, i18n)}</p>
    </div>
  );
}
