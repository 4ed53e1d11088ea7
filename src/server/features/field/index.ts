// The field feature's face: "Where am I?" and the areas kept offline.
export { HERE_PATH, createHerePageRenderer, fieldStrings, keptAreasSection } from './pages';
export { fieldRoutes } from './routes';
