// The admin-users feature's face: what the rest of the server may use of it.
export { listFilters } from './service';
