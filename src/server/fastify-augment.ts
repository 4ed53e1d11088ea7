// The one place where Fastify's types are augmented.
import type { Actor } from './actor';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by the auth guards; null when anonymous. */
    actor: Actor | null;
  }
}
