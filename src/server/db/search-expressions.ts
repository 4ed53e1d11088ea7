import { sql } from 'drizzle-orm';

/*
 * The generated search columns of zarcodes. Written with the columns' SQL names, as PostgreSQL
 * requires of a generated column's expression. 'simple' configuration: no stemming, so place
 * names and titles match as typed.
 */

/**
 * Address words always; title and description words only of a public code (private ones hide
 * them). Hyphens become spaces: the parser would read the '-6356' of '1GG-6356' as a negative
 * number, and a search for that code's words would miss it.
 */
export const searchVectorExpression = sql`to_tsvector('simple', translate(coalesce(address_line1, '') || ' ' || coalesce(address_line2, '') || ' ' || coalesce(suburb, '') || ' ' || coalesce(city, '') || ' ' || coalesce(province, ''), '-', ' ')) || case when privacy = 'public' then to_tsvector('simple', translate(coalesce(title, '') || ' ' || coalesce(description, ''), '-', ' ')) else ''::tsvector end`;

/** floor(log2(views + 1)): 0 for an unseen code, 10 at about a thousand views. */
export const searchRankExpression = sql`floor(log(2, views + 1))::smallint`;
