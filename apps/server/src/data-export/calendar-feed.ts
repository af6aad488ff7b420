import { createHmac } from 'node:crypto';
import { AppError } from '@taskhub/domain';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { caller, type AppContext } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { calendarFeeds, tasks as taskTable, users } from '../db/schema.js';
import { hashToken, newId } from '../security/ids.js';
import { liveObjects, namesById } from './account-data.js';
import { tasksCalendar } from './ics.js';

/** The feed's secret: derived from its id and the server's key, so the owner can be shown the address again. */
const feedSecret = (secretKey: string, feedId: string) => createHmac('sha256', secretKey).update(`calendar-feed:${feedId}`).digest('base64url');

const feedUrl = (ctx: AppContext, feedId: string) => `${ctx.config.publicUrl}/api/v1/calendar-feed/${feedSecret(ctx.secretKey, feedId)}.ics`;

const current = routeSpec({ tag: 'Your data', summary: 'The private calendar feed\'s address: {url}, null when there is none' });
const create = routeSpec({ tag: 'Your data', summary: 'Make a new secret calendar feed address: {url} (the old one stops working)', body: null });
const revoke = routeSpec({ tag: 'Your data', summary: 'Revoke the calendar feed address: {url: null}' });
const feedFile = routeSpec({
  tag: 'Your data', summary: 'The calendar feed itself: the dated open tasks as iCalendar, to whoever holds the address',
  description: 'The file name is the secret followed by .ics; an unknown one is 404. Rate-limited per address (RATE_LIMIT_CALENDAR_FEED).',
  params: z.object({ file: z.string() }),
  answers: [{ status: 200, description: 'The calendar', mediaTypes: ['text/calendar'] }],
});

/**
 * The private calendar feed (API.md section 4, "Your data"): POST makes a new secret address (the old one stops
 * working), GET tells the current one, DELETE revokes it. The address itself answers `text/calendar` with the dated
 * open tasks to anyone who holds it, no token needed, as calendar apps subscribe; it is rate-limited per address.
 */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/v1/calendar-feed', { config: { openapi: current } }, async (request) => {
    const [feed] = await ctx.db.select({ id: calendarFeeds.id }).from(calendarFeeds).where(eq(calendarFeeds.userId, caller(request).userId));
    return { url: feed ? feedUrl(ctx, feed.id) : null };
  });

  app.post('/api/v1/calendar-feed', { config: { openapi: create } }, async (request) => {
    const { userId } = caller(request);
    const id = newId();
    const tokenHash = hashToken(feedSecret(ctx.secretKey, id));
    await ctx.db.insert(calendarFeeds).values({ userId, id, tokenHash, createdAt: ctx.now() })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { id, tokenHash, createdAt: ctx.now() } });
    return { url: feedUrl(ctx, id) };
  });

  // 200, not 204: API.md allows 204 only where it says so, and it does not here.
  app.delete('/api/v1/calendar-feed', { config: { openapi: revoke } }, async (request) => {
    await ctx.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, caller(request).userId));
    return { url: null };
  });

  app.get('/api/v1/calendar-feed/:file', { config: { public: true, openapi: feedFile } }, async (request, reply) => {
    const secret = /^([A-Za-z0-9_-]{43})\.ics$/.exec(feedFile.params(request).file)?.[1];
    if (!secret) throw new AppError('NOT_FOUND');
    const tokenHash = hashToken(secret);
    // Counted by the address's hash (never the secret itself), found or not, so guessing costs as much as fetching.
    await ctx.limiter.consume({ key: `calendar-feed:${tokenHash}`, window: ctx.config.rateLimits.calendarFeed });
    const [feed] = await ctx.db.select({ userId: calendarFeeds.userId, timeZone: users.timezone }).from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId)).where(eq(calendarFeeds.tokenHash, tokenHash));
    if (!feed) throw new AppError('NOT_FOUND');
    const open = sql`${taskTable.data}->>'status' = 'UNCHECKED' and ${taskTable.data}->>'dueDate' is not null`;
    const [tasks, names] = await Promise.all([liveObjects(ctx.db, feed.userId, 'task', open), namesById(ctx.db, feed.userId)]);
    const calendar = tasksCalendar(tasks, { timeZone: feed.timeZone, lists: names.lists, now: ctx.now(), name: 'TaskHub' });
    return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="taskhub.ics"').send(calendar);
  });
}
