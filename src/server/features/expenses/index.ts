// The expenses feature's face: what the rest of the server may use of it.
export { sumExpenses } from './service';
