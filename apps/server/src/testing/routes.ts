import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate.js';
import type { TestClock } from './test-clock.js';

const maxAdvanceMs = 366 * 86_400_000;

const moveSchema = z.union([
  z.strictObject({ advanceMs: z.number().int().positive().max(maxAdvanceMs) }),
  z.strictObject({ to: z.number().int().positive().max(8.64e15) }),
]);

/**
 * `GET|POST /api/test/clock`: read and move the test clock. Registered only with TEST_CLOCK on (never in
 * production, see config.ts); public, since the end-to-end test moving time is not a signed-in user.
 */
export function testClockRoutes(clock: TestClock) {
  return async (app: FastifyInstance) => {
    app.get('/api/test/clock', { config: { public: true } }, async () => ({ now: clock.now() }));

    app.post('/api/test/clock', { config: { public: true } }, async (request) => {
      const move = parseInput(moveSchema, request.body);
      if ('advanceMs' in move) return { now: clock.advance(move.advanceMs) };
      const now = clock.moveTo(move.to);
      if (now === undefined) throw new AppError('BAD_REQUEST', { message: 'The test clock cannot go backwards' });
      return { now };
    });
  };
}
