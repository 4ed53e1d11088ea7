/**
 * The pin marking a code, drawn the same on the static map and on the interactive (Leaflet) map, so
 * the swap from one to the other does not move or restyle it. Its tip is the point.
 */
export const PIN_WIDTH = 32;
export const PIN_HEIGHT = 44;

export const PIN_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN_WIDTH}" height="${PIN_HEIGHT}" viewBox="0 0 32 44" aria-hidden="true">` +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="#067350" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="16" cy="16" r="6" fill="#fff"/></svg>';
