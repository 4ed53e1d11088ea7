// Baseline 2: the least a lookup can do: one Fastify route, one query through a `pg` pool of 10.
import Fastify from 'fastify';
import pg from 'pg';
import { listenAndReport } from './listen';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
app.get<{ Params: { code: string } }>('/api/zarcodes/:code', async (request, reply) => {
  const { rows } = await pool.query('select * from zarcodes where code = $1', [request.params.code]);
  if (rows.length === 0) return reply.code(404).send({ message: 'Not found' });
  return rows[0];
});
app.addHook('onClose', () => pool.end());
await listenAndReport(app);
