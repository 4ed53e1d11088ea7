import { PRODUCT_NAME, PRODUCT_NAME_PLURAL } from '../brand';

/** Values every text may use: {{product}}, {{product_plural}} (the name is in one constant). */
export const I18N_DEFAULT_VARIABLES = { product: PRODUCT_NAME, product_plural: PRODUCT_NAME_PLURAL };
