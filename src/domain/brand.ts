/** The product name appears here and nowhere else, so it can be changed in one place. */
export const PRODUCT_NAME = 'ZARcode';
export const PRODUCT_NAME_PLURAL = `${PRODUCT_NAME}s`;
