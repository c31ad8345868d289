// The routes a sandbox registered, as method and URL pattern: tests walk every write this way
// (the fuzz test) instead of a hand-kept list that misses the next route.
import type { FastifyInstance } from 'fastify';

/** A registered route. */
export interface RouteEntry {
  method: string;
  url: string;
}

const registered = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording the routes registered on `app` from now on (call before any route). */
export function trackRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  registered.set(app, list);
  app.addHook('onRoute', (r) => {
    for (const method of Array.isArray(r.method) ? r.method : [r.method]) list.push({ method: String(method), url: r.url });
  });
}

/** Every route registered on `app` since trackRoutes (none when it was not tracked). */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  return registered.get(app) ?? [];
}
