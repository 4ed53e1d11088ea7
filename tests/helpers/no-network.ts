// Any outbound connection that is not to this machine fails the test: doubles must be local.
import net from 'node:net';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|::1|\[::1\]|::ffff:127\.\d+\.\d+\.\d+)$/;
const originalConnect = net.Socket.prototype.connect;

net.Socket.prototype.connect = function patchedConnect(this: net.Socket, ...args: unknown[]) {
  const first = args[0];
  let host: string | undefined;
  if (first && typeof first === 'object' && !Array.isArray(first)) {
    const options = first as { host?: string; path?: string };
    host = options.path ? undefined : (options.host ?? 'localhost');
  } else if (typeof first === 'number') {
    host = typeof args[1] === 'string' ? args[1] : 'localhost';
  }
  if (host !== undefined && !LOOPBACK.test(host)) {
    throw new Error(`Test tried to reach ${host}: outbound network is not allowed in tests`);
  }
  return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;
