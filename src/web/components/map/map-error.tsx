/**
 * The map errors, in their agreed words (docs/rules.md#messages). Plain classes
 * only: the embed page shows it too and stays free of the app's helpers.
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
  return (
    <div role="alert" className="absolute inset-x-2 top-2 z-[1000] rounded-md border border-red-200 bg-white/95 px-3 py-2 text-sm shadow-md">
      <p className="font-semibold text-red-700">{MAP_ERROR_TEXT.title}</p>
      <p className="text-slate-700">{description}</p>
    </div>
  );
}
