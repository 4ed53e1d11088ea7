// The credits live in the domain so the web can show them too.
export { GAZETTEER_ATTRIBUTIONS, GAZETTEER_SOURCES, GOOGLE_ATTRIBUTIONS } from '../../../domain/geo/attributions';
