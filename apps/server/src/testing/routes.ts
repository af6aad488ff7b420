import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { routeSpec } from '../http/route-spec.js';
import type { TestClock } from './test-clock.js';

const maxAdvanceMs = 366 * 86_400_000;

const moveSchema = z.union([
  z.strictObject({ advanceMs: z.number().int().positive().max(maxAdvanceMs) }),
  z.strictObject({ to: z.number().int().positive().max(8.64e15) }),
]);

// Left out of the OpenAPI document (openapi/document.ts, undocumentedRoutes): test-only calls.
const read = routeSpec({ tag: 'Testing', summary: 'The test clock\'s time: {now}' });
const move = routeSpec({ tag: 'Testing', summary: 'Move the test clock forward (advanceMs) or to a later time (to)', body: moveSchema });

/**
 * `GET|POST /api/test/clock`: read and move the test clock. Registered only with TEST_CLOCK on (never in
 * production, see config.ts); public, since the end-to-end test moving time is not a signed-in user.
 */
export function testClockRoutes(clock: TestClock) {
  return async (app: FastifyInstance) => {
    app.get('/api/test/clock', { config: { public: true, openapi: read } }, async () => ({ now: clock.now() }));

    app.post('/api/test/clock', { config: { public: true, openapi: move } }, async (request) => {
      const change = move.body(request);
      if ('advanceMs' in change) return { now: clock.advance(change.advanceMs) };
      const now = clock.moveTo(change.to);
      if (now === undefined) throw new AppError('BAD_REQUEST', { message: 'The test clock cannot go backwards' });
      return { now };
    });
  };
}
