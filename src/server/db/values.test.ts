import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { users, zarcodes } from './schema';
import { codeContains, containsText, escapeLike, sentFields } from './values';

const toQuery = (condition: Parameters<PgDialect['sqlToQuery']>[0]) => new PgDialect().sqlToQuery(condition);

describe('escapeLike', () => {
  it('takes the wildcards and the escape character literally', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('containsText', () => {
  it('asks each column for the text anywhere in it, in any case', () => {
    const { sql, params } = toQuery(containsText('Long_St', [users.email, zarcodes.title]));
    expect(sql).toBe('("users"."email" ilike $1 or "zarcodes"."title" ilike $2)');
    expect(params).toEqual(['%Long\\_St%', '%Long\\_St%']);
  });
});

describe('codeContains', () => {
  it('compares without hyphens and spaces, in capitals', () => {
    const { sql, params } = toQuery(codeContains(zarcodes.code, ' 1ct 7k-'));
    expect(sql).toBe(`replace("zarcodes"."code", '-', '') ilike $1`);
    expect(params).toEqual(['%1CT7K%']);
  });
});

describe('sentFields', () => {
  it('keeps the named fields that were sent, null included, and leaves out the rest', () => {
    const body = { title: 'Gate 4', description: null, suburb: undefined, isVerified: true };
    expect(sentFields(body, ['title', 'description', 'suburb'])).toEqual({ title: 'Gate 4', description: null });
  });
});
