// Baseline 2: the least a lookup can do: one Fastify route, one query through a `pg` pool of 10.
import Fastify from 'fastify';
import pg from 'pg';
import { listenAndReport } from './listen';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = new pg.Pool({ connectionString: url, max: 10 });
const app = Fastify({ logger: false });
// The columns the app reads: all but the search ones, which only the database uses, and the views
// from their own table, as the app joins it.
const COLUMNS =
  'z.id, z.code, z.user_id, z.title, z.description, z.privacy, z.latitude, z.longitude, z.address_line1, z.address_line2, ' +
  'z.suburb, z.city, z.province, z.country, z.is_creator_code, z.payment_id, z.is_verified, z.image_count, ' +
  'coalesce(c.views, 0) as views, z.created_at, z.updated_at';
app.get<{ Params: { code: string } }>('/api/zarcodes/:code', async (request, reply) => {
  const { rows } = await pool.query(
    `select ${COLUMNS} from zarcodes z left join zarcode_view_counts c on c.zarcode_id = z.id where z.code = $1`,
    [request.params.code],
  );
  if (rows.length === 0) return reply.code(404).send({ message: 'Not found' });
  return rows[0];
});
app.addHook('onClose', () => pool.end());
await listenAndReport(app);
