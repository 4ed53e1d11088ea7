/**
 * The audience pages' testimonials: for now examples of uses, not quotes from invented people. Their
 * words are in the catalogues (<audience>:<key>Place and <key>Text); replace them with real quotes
 * only when their authors have agreed, in writing, to be quoted.
 */
export const TESTIMONIALS = {
  township: ['spaza', 'salon', 'carWash'],
  farmers: ['citrus', 'cattle', 'vegetable'],
} as const;
