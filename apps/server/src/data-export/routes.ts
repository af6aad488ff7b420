import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { currentUser, latestSubscription } from '../users/user-store.js';
import { presentUser } from '../users/presenter.js';
import { liveObjects, liveObjectsJson, namesById } from './account-data.js';
import { tasksCalendar } from './ics.js';
import { tasksCsv } from './tasks-csv.js';
import type { Database } from '../db/database.js';

const exportQuery = z.object({ format: z.enum(['json', 'csv', 'ics']) });

const exportSpec = routeSpec({
  tag: 'Your data', summary: 'Download the whole account: JSON, or the tasks as CSV, or the dated tasks as iCalendar',
  description: 'JSON: {version, exportedAt, user, categories, labels, tasks, myDayEntries, attachments, customViews, settings}. '
    + 'Sent with Content-Disposition: attachment.',
  query: exportQuery,
  answers: [{ status: 200, description: 'The file', mediaTypes: ['application/json', 'text/csv', 'text/calendar'] }],
});

/** `taskhub-2026-11-27.json`: the day of the export, for the file the browser saves. */
const fileName = (now: number, extension: string) => `taskhub-${new Date(now).toISOString().slice(0, 10)}.${extension}`;

const attachment = (reply: FastifyReply, type: string, name: string) =>
  reply.header('content-type', type).header('content-disposition', `attachment; filename="${name}"`);

/**
 * The whole account as one JSON file: the database joins each model's documents into text, and the envelope is
 * written around them, so the objects are never parsed on the way out.
 */
async function accountJson(db: Database, userId: string, now: number): Promise<string> {
  const user = await currentUser({ db }, userId);
  const details = presentUser(user, await latestSubscription(db, userId), now);
  const models = await liveObjectsJson(db, userId, ['category', 'label', 'task', 'myDayEntry', 'attachment', 'customView']);
  const settings = {
    timezone: details.timezone, firstDayOfWeek: details.firstDayOfWeek, webConfig: details.webConfig,
    myDayConfig: details.myDayConfig, myDaySuggestionFilters: details.myDaySuggestionFilters,
  };
  const head = { version: 1, exportedAt: now, user: { id: details.id, email: details.email, name: details.name, timezone: details.timezone, locale: user.locale, creationDate: details.creationDate } };
  return `${JSON.stringify(head).slice(0, -1)},"categories":${models.category},"labels":${models.label},"tasks":${models.task},`
    + `"myDayEntries":${models.myDayEntry},"attachments":${models.attachment},"customViews":${models.customView},"settings":${JSON.stringify(settings)}}`;
}

/** GET /api/v1/export?format=json|csv|ics (API.md section 4, "Your data"): a download of the caller's account. */
export async function exportRoutes(app: FastifyInstance) {
  const { ctx } = app;
  app.get('/api/v1/export', { config: { openapi: exportSpec } }, async (request, reply) => {
    const { format } = exportSpec.query(request);
    const { userId } = caller(request);
    const now = ctx.now();
    if (format === 'json') return attachment(reply, 'application/json; charset=utf-8', fileName(now, 'json')).send(await accountJson(ctx.db, userId, now));
    const user = await currentUser(ctx, userId);
    const [tasks, names] = await Promise.all([liveObjects(ctx.db, userId, 'task'), namesById(ctx.db, userId)]);
    if (format === 'csv') {
      return attachment(reply, 'text/csv; charset=utf-8', fileName(now, 'csv')).send(tasksCsv(tasks, { timeZone: user.timezone, ...names }));
    }
    const calendar = tasksCalendar(tasks, { timeZone: user.timezone, lists: names.lists, now, name: 'TaskHub' });
    return attachment(reply, 'text/calendar; charset=utf-8', fileName(now, 'ics')).send(calendar);
  });
}
