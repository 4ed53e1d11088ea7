/**
 * One language's catalogue file (src/domain/i18n/locales/<language>.json): its namespaces of texts,
 * and at its top a `$review` note saying whether a native speaker has checked it.
 */
export type CatalogueTexts = { [key: string]: string | CatalogueTexts };

export interface CatalogueReview {
  status: 'source' | 'needs-native-review' | 'reviewed';
  reviewedBy: string | null;
  note: string;
}

export type CatalogueFile = { $review: CatalogueReview } & Record<string, CatalogueTexts | CatalogueReview>;

/** The namespaces of a catalogue file, as i18next takes them (the review note left out). */
export function catalogueTexts(file: unknown): Record<string, CatalogueTexts> {
  const { $review: _review, ...namespaces } = file as CatalogueFile;
  return namespaces as Record<string, CatalogueTexts>;
}
