import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { type JoinedRow, toWithOwner } from './service';

// V8's own checks, to see the hidden classes the garbage collector sees.
v8.setFlagsFromString('--allow-natives-syntax');
const haveSameHiddenClass = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;

const COLUMNS = ['id', 'code', 'userId', 'title', 'description', 'privacy', 'latitude', 'longitude', 'addressLine1', 'addressLine2',
  'suburb', 'city', 'province', 'country', 'isCreatorCode', 'paymentId', 'isVerified', 'verifiedAt', 'verifiedBy', 'hiddenAt',
  'hiddenReason', 'createdAt', 'updatedAt', 'views'];

/** A joined row built column by column from the driver's values, as Drizzle builds one. */
function rowAsDrizzleBuildsIt(n: number, owner: boolean): JoinedRow {
  const zarcode: Record<string, unknown> = {};
  for (const column of COLUMNS) zarcode[column] = column === 'views' ? n : column === 'isCreatorCode' ? false : `${column} ${n}`;
  return { zarcode, ownerFirstName: owner ? 'Thandi' : null, ownerLastName: owner ? 'Nkosi' : null, ownerEmail: owner ? 't@example.com' : null,
    creatorSlug: null, isCreatorListed: false } as unknown as JoinedRow;
}

describe('toWithOwner', () => {
  it('copies the code with its owner, and no creator page for a code that is not a creator code', () => {
    const code = toWithOwner(rowAsDrizzleBuildsIt(7, true));
    expect(code).toMatchObject({ code: 'code 7', title: 'title 7', views: 7, owner: { firstName: 'Thandi', lastName: 'Nkosi', email: 't@example.com' }, creatorSlug: null });
    expect(toWithOwner(rowAsDrizzleBuildsIt(8, false)).owner).toBeNull();
  });

  it('gives every copy one hidden class, so that a lookup leaves nothing in the old generation', () => {
    const first = rowAsDrizzleBuildsIt(1, true);
    expect(hasFastProperties(first.zarcode)).toBe(false); // the premise: Drizzle's rows are dictionaries
    const copies = Array.from({ length: 50 }, (_, n) => toWithOwner(rowAsDrizzleBuildsIt(n, n % 2 === 0)));
    for (const copy of copies) expect(haveSameHiddenClass(copy, copies[0]!)).toBe(true);
  });
});
