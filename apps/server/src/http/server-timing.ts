import { performance } from 'node:perf_hooks';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Route hooks that answer `Server-Timing: app;dur=<ms>`: the time from the route's first hook (after the auth guard's
 * session check) to the serialized body, so the benches (bench/sync.bench.ts, bench/board.bench.ts) can tell server
 * work from the network. Spread into a route's options. A route may add steps of its own (`timingStep`).
 */
const startedAt = new WeakMap<FastifyRequest, number>();
const steps = new WeakMap<FastifyRequest, string[]>();
export const timing = {
  onRequest: async (request: FastifyRequest) => { startedAt.set(request, performance.now()); },
  onSend: async (request: FastifyRequest, reply: FastifyReply) => {
    const start = startedAt.get(request);
    if (start !== undefined) reply.header('server-timing', [...steps.get(request) ?? [], `app;dur=${(performance.now() - start).toFixed(2)}`].join(', '));
  },
};

/** Adds `name;dur=<ms since the route's first hook>` to the answer's Server-Timing (a route spread with `timing`). */
export function timingStep(request: FastifyRequest, name: string) {
  const start = startedAt.get(request);
  if (start === undefined) return;
  const told = steps.get(request) ?? [];
  told.push(`${name};dur=${(performance.now() - start).toFixed(2)}`);
  steps.set(request, told);
}
