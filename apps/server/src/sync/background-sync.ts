import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError, type BackgroundSyncStarted } from '@taskhub/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { linkSigner } from '../attachments/download-link.js';
import { caller, type AppContext } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { assertApiVersion, idParams, queryFlag, updatedSinceSchema } from './api-paths.js';
import { sendJson, syncAnswer } from './sync-answer.js';

/** Seconds, as clients of this API style read them: poll every second, give up after a minute. */
const pollingIntervalSeconds = 1;
const totalTimeoutSeconds = 60;
/** How long a task id answers: well past the client's own timeout, so a slow poll still gets its result. */
const taskIdLifetimeMs = 5 * 60_000;

const startQuerySchema = z.object({ updatedSince: updatedSinceSchema, includeNonVisible: queryFlag.optional() });
const start = routeSpec({
  tag: 'Sync', summary: 'Start a background sync: answers a task id to poll for the result',
  description: 'The result holds what changed after updatedSince; includeNonVisible=true also brings archived (DONE) and deleted tasks.',
  query: startQuerySchema,
});
const result = routeSpec({
  tag: 'Sync', summary: 'The result of a background sync, shaped like the sync answer',
  description: 'An unknown, expired or foreign task id is 404.',
  params: idParams,
});

interface Payload {
  updatedSince: number;
  includeNonVisible: boolean;
  expires: number;
}

const sign = (secret: string, userId: string, text: string) =>
  createHmac('sha256', `bg_sync:${secret}`).update(`${userId}|${text}`).digest().subarray(0, 16).toString('base64url');

/**
 * A background sync's task id carries what to pull (updatedSince, includeNonVisible, expiry) and a signature over it
 * and the user's id, made with the server's secret key. Any server process can check it and compute the answer when
 * it is asked for, so a client whose poll lands on another node behind a load balancer gets its result, and nothing
 * is kept in memory. Computing late is correct: the answer then holds every change after `updatedSince` up to a
 * later cursor, and its `lastUpdateDate` says so. The answer is ready at once, so the 202 "still running" state
 * never occurs. The id stays short (routers cap a path segment at 100 characters).
 */
function taskIdFor(ctx: AppContext, userId: string, payload: Payload): string {
  const text = [payload.updatedSince.toString(36), payload.includeNonVisible ? '1' : '0', payload.expires.toString(36), randomBytes(6).toString('base64url')].join('.');
  return `${text}.${sign(ctx.secretKey, userId, text)}`;
}

/** The payload of a genuine, unexpired task id of this user, or undefined (unknown, forged, expired, foreign). */
function readTaskId(ctx: AppContext, taskId: string, userId: string): Payload | undefined {
  const cut = taskId.lastIndexOf('.');
  const text = taskId.slice(0, cut);
  const expected = Buffer.from(sign(ctx.secretKey, userId, text));
  const given = Buffer.from(taskId.slice(cut + 1));
  if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [since, flag, expires] = text.split('.');
  const payload = { updatedSince: parseInt(since!, 36), includeNonVisible: flag === '1', expires: parseInt(expires!, 36) };
  return payload.expires > ctx.now() ? payload : undefined;
}

export async function backgroundSyncRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/:version/me/bg_sync', { config: { openapi: start } }, async (request): Promise<BackgroundSyncStarted> => {
    assertApiVersion(request);
    const { userId } = caller(request);
    const query = start.query(request);
    const payload = { updatedSince: query.updatedSince, includeNonVisible: query.includeNonVisible ?? false, expires: ctx.now() + taskIdLifetimeMs };
    return { task_id: taskIdFor(ctx, userId, payload), polling_interval: pollingIntervalSeconds, total_timeout: totalTimeoutSeconds };
  });

  // includeNonVisible=true also brings archived (DONE) and deleted tasks, as a full backup needs.
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const { userId } = caller(request);
    const payload = readTaskId(ctx, result.params(request).id, userId);
    if (!payload) throw new AppError('NOT_FOUND');
    const { includeNonVisible } = payload;
    return sendJson(reply, await syncAnswer(ctx.db, linkSigner(ctx), userId, payload.updatedSince, { includeDone: includeNonVisible, includeDeleted: includeNonVisible }));
  };
  // API.md names the bare path; clients that prefix every sync call get the same answer.
  app.get('/me/bg_sync_result/:id', { config: { openapi: result } }, answer);
  app.get('/api/:version/me/bg_sync_result/:id', { config: { openapi: result } }, async (request, reply) => {
    assertApiVersion(request);
    return answer(request, reply);
  });
}
