import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Full-text expressions shared by the indexes in schema.ts and the queries that must use them:
 * PostgreSQL only uses an expression index when the query repeats the expression exactly.
 * 'simple' configuration: no stemming, so place names and titles match as typed.
 */
export function addressSearchVector(t: {
  addressLine1: AnyPgColumn;
  addressLine2: AnyPgColumn;
  suburb: AnyPgColumn;
  city: AnyPgColumn;
  province: AnyPgColumn;
}): SQL {
  return sql`to_tsvector('simple', coalesce(${t.addressLine1}, '') || ' ' || coalesce(${t.addressLine2}, '') || ' ' || coalesce(${t.suburb}, '') || ' ' || coalesce(${t.city}, '') || ' ' || coalesce(${t.province}, ''))`;
}

/** Title and description: searched only for public codes (private ones hide them). */
export function contentSearchVector(t: { title: AnyPgColumn; description: AnyPgColumn }): SQL {
  return sql`to_tsvector('simple', coalesce(${t.title}, '') || ' ' || coalesce(${t.description}, ''))`;
}
