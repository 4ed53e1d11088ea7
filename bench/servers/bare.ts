// Baseline 1: Fastify answering a constant JSON on the lookup's path. No database, no validation.
import Fastify from 'fastify';
import { listenAndReport } from './listen';

const app = Fastify({ logger: false });
const answer = { zarcode: '1CT-7K2M', title: 'Constant', latitude: '-33.925833', longitude: '18.423333' };
app.get('/api/zarcodes/:code', async () => answer);
await listenAndReport(app);
