// Baseline 2: the least a lookup can do: one Fastify route, one query through a `pg` pool of 10.
import Fastify from 'fastify';
import pg from 'pg';
import { listenAndReport } from './listen';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
// The columns the app reads: all but the generated search ones, which only the database uses.
const COLUMNS =
  'id, code, user_id, title, description, privacy, latitude, longitude, address_line1, address_line2, suburb, city, ' +
  'province, country, is_creator_code, payment_id, is_verified, image_count, views, created_at, updated_at';
app.get<{ Params: { code: string } }>('/api/zarcodes/:code', async (request, reply) => {
  const { rows } = await pool.query(`select ${COLUMNS} from zarcodes where code = $1`, [request.params.code]);
  if (rows.length === 0) return reply.code(404).send({ message: 'Not found' });
  return rows[0];
});
app.addHook('onClose', () => pool.end());
await listenAndReport(app);
