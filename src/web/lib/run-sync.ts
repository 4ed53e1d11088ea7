import { sendRunChanges } from '../api/runs';
import { getPhoneRun, hasUnsent, recordSent } from './run-store';

/**
 * Sends a run's unsent changes (marks and order) to the server, once at a time per run. Without
 * signal, or when the call fails, they stay on the phone and go at the next try: after the next
 * change, when the phone is back online (sendWhenOnline), or when the run is opened again.
 * Answers whether the run has nothing left unsent.
 */
const sending = new Map<string, Promise<boolean>>();

export function sendUnsent(id: string): Promise<boolean> {
  const already = sending.get(id);
  if (already) return already.then(() => sendUnsent(id));
  const attempt = (async () => {
    const run = await getPhoneRun(id);
    if (!run || run.home === 'phone' || !hasUnsent(run)) return true;
    if (!navigator.onLine) return false;
    const sent = run.unsent;
    try {
      const reply = await sendRunChanges(run.home === 'link' ? { token: run.token! } : { id: run.id }, { stops: sent.stops, order: sent.order });
      const after = await recordSent(id, sent, reply);
      return after === null || !hasUnsent(after);
    } catch {
      return false;
    }
  })().finally(() => sending.delete(id));
  sending.set(id, attempt);
  return attempt;
}

/** Sends a run's changes each time the phone comes back online; answers the function that stops it. */
export function sendWhenOnline(id: string): () => void {
  const send = () => void sendUnsent(id);
  window.addEventListener('online', send);
  return () => window.removeEventListener('online', send);
}
