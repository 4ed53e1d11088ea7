import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { newestFirst, offsetOf, pageOf } from './lists';
import { payments } from './schema';

describe('newestFirst', () => {
  it('orders by creation, newest first, then by id', () => {
    const dialect = new PgDialect();
    const order = newestFirst(payments).map((part) => dialect.sqlToQuery(part).sql);
    expect(order).toEqual(['"payments"."created_at" desc', '"payments"."id" desc']);
  });
});

describe('offsetOf', () => {
  it('skips the rows of the pages before', () => {
    expect(offsetOf({ page: 1, limit: 20 })).toBe(0);
    expect(offsetOf({ page: 3, limit: 20 })).toBe(40);
  });
});

describe('pageOf', () => {
  it('reads the rows of the page asked for, in the order given', () => {
    const select = drizzle.mock().select().from(payments).$dynamic();
    const query = pageOf(select, newestFirst(payments), { page: 3, limit: 20 }).toSQL();
    expect(query.sql).toMatch(/ order by "payments"."created_at" desc, "payments"."id" desc limit \$1 offset \$2$/);
    expect(query.params).toEqual([20, 40]);
  });
});
