// The vouchers feature's face: what the rest of the server may use of it.
export { countVoucherUse, holdVoucherForCheckout } from './service';
