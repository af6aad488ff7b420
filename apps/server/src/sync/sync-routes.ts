import type { FastifyInstance } from 'fastify';
import type { RejectedSyncItem, SyncModelName } from '@taskhub/domain';
import { z } from 'zod';
import { linkSigner } from '../attachments/download-link.js';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { timing, timingStep } from '../http/server-timing.js';
import { assertApiVersion, updatedSinceSchema } from './api-paths.js';
import { freePlanLabelRule } from './label-rules.js';
import { checkPush, syncBodySchema } from './push-items.js';
import { sendJson, syncAnswer } from './sync-answer.js';
import { writeObjects } from './write.js';

const syncQuerySchema = z.object({ updatedSince: updatedSinceSchema });

const sync = routeSpec({
  tag: 'Sync', summary: 'Push changed objects and pull every object changed after updatedSince',
  description: 'Items are merged field by field (the later <field>UpdateTime wins). An item that fails its schema is refused '
    + 'alone and listed under models.<model>.rejected as {id, code}; the rest is stored. The answer has the same shape, '
    + 'plus lastUpdateDate to send as updatedSince next time (0 or none: everything).',
  query: syncQuerySchema,
  body: syncBodySchema,
});

/**
 * POST /api/vN/me/sync (API.md section 4): the pushed items are merged first, then the answer holds every object
 * changed after `updatedSince` — pushed ones included when they changed, which is what clients expect to store.
 * No tag rule refuses a push: an offline device could not have checked it, and refusing would block its queue;
 * what a free account may not do to its tags is corrected after the push, and the answer rolls the device back
 * (label-rules.ts). For the same reason an item that is malformed is refused alone (push-items.ts), so the route
 * checks the text of its body itself (`checksItemsAlone`).
 */
export async function syncRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.post('/api/:version/me/sync', { ...timing, bodyLimit: ctx.config.syncBodyLimitBytes, config: { checksItemsAlone: true, forgetsAccountItself: true, openapi: sync } }, async (request, reply) => {
    assertApiVersion(request);
    const { userId } = caller(request);
    const { updatedSince } = sync.query(request);
    const { push, rejected, includeDone, includeDeleted } = checkPush(sync.body(request));
    const written = await writeObjects(ctx, userId, push, freePlanLabelRule(userId));
    // The write is committed and announced to the other devices: the rest is this device's answer (bench/board-browser-move.ts).
    timingStep(request, 'write');
    // The only account rows a push writes: the completed counter (a task checked) and the unread mark (notifications).
    if (written.changed.task.some((task) => task.status === 'CHECKED') || written.changed.userNotification.length > 0) ctx.accountCache.forget(userId);
    // Items refused alone: malformed ones (checkPush), and those of scopes the caller may only read or cannot see.
    for (const [model, items] of Object.entries(written.rejected) as [SyncModelName, RejectedSyncItem[]][]) rejected[model] = [...rejected[model] ?? [], ...items];
    return sendJson(reply, await syncAnswer(ctx.db, linkSigner(ctx), userId, updatedSince, { includeDone, includeDeleted }, rejected));
  });
}
