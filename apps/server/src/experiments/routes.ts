import { assignExperiments } from '@taskhub/domain';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../http/validate.js';

/** required_experiments arrives as a JSON list inside the query string. */
const experimentList = z.string().max(4096).transform((text, ctx) => {
  if (text.trim() === '') return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Invalid required_experiments parameter' });
    return z.NEVER;
  }
}).pipe(z.array(z.string().max(64)).max(50));

// Clients send every parameter, empty when they have no value (API.md shows `platform=&client_id=&email=`).
const querySchema = z.strictObject({
  platform: z.string().max(32).optional(),
  client_id: z.string().max(128).optional(),
  email: z.string().max(254).optional(),
  required_experiments: experimentList.optional(),
});

/** The experiments service: a client id always gets the same groups, here and in the login response. */
export async function experimentRoutes(app: FastifyInstance) {
  app.get('/experiments', { config: { public: true } }, async (request) => {
    const query = parseInput(querySchema, request.query);
    const clientId = query.client_id?.trim() || randomUUID();
    return { experiments: assignExperiments(clientId, query.required_experiments ?? []), client_id: clientId };
  });
}
