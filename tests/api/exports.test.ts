import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { createUser, useTestApp, type TestUser } from '../helpers/app';
import { useMockPayments } from '../helpers/payments';
import { auditEntriesOf } from '../helpers/audit';
import { expectMessage } from '../helpers/bad-input';
import { createZarcode } from '../helpers/zarcodes';

// The admins' CSV exports: UTF-8 with a BOM, CRLF lines, cells a spreadsheet would run as formulas
// defused, the list's filters applied, each download recorded in the audit log.

const { app, actors } = useTestApp();
useMockPayments(app);
const as = (user: TestUser | null) => ({ token: user?.token });

/** GETs a CSV export as bytes: the raw text (BOM included) and its lines. */
async function download(path: string, user: TestUser = actors.admin) {
  const response = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  return { status: response.status, headers: response.headers, text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

describe.each(['/api/admin/maps/export-csv', '/api/admin/export/users', '/api/admin/export/payments'])('GET %s', (path) => {
  it('answers anonymous with 401 and a user with 403', async () => {
    expectMessage(await app.request('GET', path), 401, 'Authentication required');
    expectMessage(await app.request('GET', path, as(actors.owner)), 403, 'Administrator access required');
  });

  it('answers admins a CSV download with a BOM and CRLF lines, and records who took it', async () => {
    for (const admin of [actors.admin, actors.superAdmin]) {
      const csv = await download(path, admin);
      expect(csv.status, csv.text).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z]+-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.text.startsWith('\uFEFF')).toBe(true);
      expect(csv.lines.at(-1)).toBe('');
    }
    const what = path.endsWith('export-csv') ? 'zarcodes' : path.split('/').at(-1)!;
    const entries = await auditEntriesOf(app, what, `export.${what}`);
    expect(entries.map((entry) => entry.actorId)).toEqual(expect.arrayContaining([actors.admin.id, actors.superAdmin.id]));
  });
});

describe('GET /api/admin/maps/export-csv', () => {
  it('writes every matching code with its views, with titles that look like formulas defused', async () => {
    const owner = await createUser(app);
    const risky = await createZarcode(app, owner, { title: '=HYPERLINK("http://evil","x")', description: 'Gate, then left', views: 1234 });
    await createZarcode(app, owner, { title: 'Plain shed' });
    const csv = await download(`/api/admin/maps/export-csv?owner=${owner.id}`);
    expect(csv.lines[0]).toMatch(/^ZARcode,Title,Description,Privacy,/);
    expect(csv.lines).toHaveLength(4);
    const line = csv.lines.find((text) => text.startsWith(risky.zarcode))!;
    expect(line).toContain(`,"'=HYPERLINK(""http://evil"",""x"")","Gate, then left",public,`);
    // No images, 1,234 views, then the owner.
    expect(line).toContain(`,0,1234,${owner.email},`);
    expect(line).toMatch(/\/zarcodes\/[0-9A-Z]{3}-[0-9A-Z]{4}$/);
  });

  it('answers a bad filter with 400', async () => {
    expectMessage(await app.request('GET', '/api/admin/maps/export-csv?verified=maybe', as(actors.admin)), 400);
  });
});

describe('GET /api/admin/export/users', () => {
  it('writes the accounts matching the filters', async () => {
    const person = await createUser(app, { firstName: '@Evil', lastName: 'Exporter', contactTel: '+27 82 000 0000' });
    const csv = await download(`/api/admin/export/users?search=${encodeURIComponent(person.email)}`);
    expect(csv.lines[0]).toBe('Id,First name,Last name,E-mail,Contact tel,Role,Active,E-mail notifications,Creator,ZARcodes,Last sign-in,Created');
    expect(csv.lines[1]).toMatch(new RegExp(`^${person.id},'@Evil,Exporter,${person.email},'\\+27 82 000 0000,user,yes,yes,no,0,,`));
    expect(csv.lines).toHaveLength(3);
  });

  it('writes more rows than one batch, each once, even when they were made at the same instant', async () => {
    const tag = `batch${Date.now()}`;
    const rows = Array.from({ length: 1203 }, (_, index) => ({
      email: `${tag}-${index}@example.com`,
      firstName: 'Batch',
      lastName: String(index),
      passwordHash: 'not-a-real-hash',
    }));
    await app.deps.db.insert(users).values(rows);
    const csv = await download(`/api/admin/export/users?search=${tag}`);
    const emails = csv.lines.slice(1, -1).map((line) => line.split(',')[3]);
    expect(emails).toHaveLength(1203);
    expect(new Set(emails).size).toBe(1203);
  });

  it('answers an unknown role with 400 and an unknown export with 404', async () => {
    expectMessage(await app.request('GET', '/api/admin/export/users?role=root', as(actors.admin)), 400, 'Role must be one of: user, admin, super_admin');
    expect((await app.request('GET', '/api/admin/export/secrets', as(actors.admin))).status).toBe(404);
  });
});

describe('GET /api/admin/export/payments', () => {
  it("writes payments with their VAT, and a deleted buyer's payment without name or e-mail", async () => {
    const buyer = await createUser(app, { firstName: 'Naledi', lastName: 'Buyer' });
    const created = await app.request('POST', '/api/payments/create', { ...as(buyer), body: { product: 'bundle', bundleType: 'starter' } });
    const paymentId = created.body.paymentId;
    expect((await app.request('POST', `/api/payments/${paymentId}/complete`, as(buyer))).status).toBe(200);

    const before = await download('/api/admin/export/payments?status=complete');
    const line = before.lines.find((text) => text.startsWith(paymentId))!;
    expect(line).toContain(',complete,mock,');
    expect(line).toContain(`,Naledi Buyer,${buyer.email},`);
    expect(before.lines[0]).toContain('Amount incl. VAT,VAT rate,VAT,Amount excl. VAT,Buyer name,Buyer e-mail');

    const deleted = await app.request('DELETE', `/api/admin/users/${buyer.id}`, { ...as(actors.superAdmin), body: { confirmEmail: buyer.email, reason: 'Asked by e-mail' } });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await download('/api/admin/export/payments?status=complete');
    const kept = after.lines.find((text) => text.startsWith(paymentId))!;
    expect(kept).toBe(line.replace(`,Naledi Buyer,${buyer.email},`, ',,,'));
    expect(after.text).not.toContain(buyer.email);
  });
});
