/** The page to show once a row is removed: the one before, when the row was the last of a later page. */
export const pageAfterRemoving = (page: number, rowsOnPage: number) => (rowsOnPage === 1 && page > 1 ? page - 1 : page);
