import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Zarcode from '../../src/domain/zarcode/zarcode';
import { useTestApp } from '../helpers/app';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode, giveBundle, zarcodeInput } from '../helpers/zarcodes';

// A new code's random suffix can meet one already taken (32^4 suffixes per prefix). The random
// source is replaced here so that it hands out a taken code on demand; the rest stays real.
const taken = vi.hoisted(() => ({ codes: [] as string[] }));
vi.mock('../../src/domain/zarcode/zarcode', async (importOriginal) => {
  const real = await importOriginal<typeof Zarcode>();
  return { ...real, generateCode: (prefix: string) => taken.codes.shift() ?? real.generateCode(prefix) };
});

const { app, actors } = useTestApp();

beforeAll(async () => {
  await giveBundle(app, actors.owner);
});

describe('a new code whose suffix is taken', () => {
  it('is drawn again, never shown: the user gets another code', async () => {
    const first = await createZarcode(app, actors.owner, { title: 'First' });
    taken.codes = [first.zarcode, first.zarcode, first.zarcode];
    const second = await createZarcode(app, actors.owner, { title: 'Second' });
    expect(second.zarcode).not.toBe(first.zarcode);
    expect(taken.codes).toEqual([]);
  });

  it('answers 409 with a message after eight taken draws in a row, and spends no credit', async () => {
    const first = await createZarcode(app, actors.owner, { title: 'Third' });
    const before = (await app.request('GET', '/api/bundles/active', { token: actors.owner.token })).body;
    taken.codes = Array.from({ length: 8 }, () => first.zarcode);
    const answer = await app.request('POST', '/api/zarcodes', {
      token: actors.owner.token,
      body: { ...zarcodeInput(), useBundle: true },
    });
    expectMessage(answer, 409, 'Could not make a unique code. Please try again.');
    expect((await app.request('GET', '/api/bundles/active', { token: actors.owner.token })).body).toEqual(before);
  });
});
