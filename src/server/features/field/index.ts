// The field feature's face: "Where am I?" and the areas kept offline.
export { fieldRoutes } from './routes';
