import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caller, type AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { currentUser } from '../users/user-store.js';
import { assertMayEnableMessaging } from './access.js';

/** SPEC.md sends these flags as 0/1; JSON booleans are taken too. */
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).transform((value) => value === 1 || value === true);

const noBodySchema = z.strictObject({});
const personalUpdateSchema = z.strictObject({ is_reminders: flag });
const workspaceUpdateSchema = z.strictObject({ is_reminders: flag.optional(), is_user_updates: flag.optional() })
  .refine((body) => body.is_reminders !== undefined || body.is_user_updates !== undefined);

const premiumNote = 'Needs Premium or a workspace, and a verified phone number.';
const enable = routeSpec({ tag: 'Phone', summary: 'Turn on messaging-app (WhatsApp) reminders', description: premiumNote, body: noBodySchema });
const disable = routeSpec({ tag: 'Phone', summary: 'Turn off messaging-app (WhatsApp) messages', body: noBodySchema });
const updatePersonal = routeSpec({ tag: 'Phone', summary: 'Choose whether reminders come by messaging app (is_reminders: 0/1)', body: personalUpdateSchema });
const enableWorkspace = routeSpec({
  tag: 'Phone', summary: 'Turn on messaging-app messages in the workspace scope', description: premiumNote, body: noBodySchema,
});
const disableWorkspace = routeSpec({ tag: 'Phone', summary: 'Turn off messaging-app messages in the workspace scope', body: noBodySchema });
const updateWorkspace = routeSpec({
  tag: 'Phone', summary: 'Choose the workspace scope\'s messages (is_reminders, is_user_updates: 0/1; at least one)', body: workspaceUpdateSchema,
});

type MessagingSettings = Partial<Pick<typeof users.$inferInsert,
  'whatsappEnabled' | 'whatsappReminders' | 'workspaceWhatsappEnabled' | 'workspaceWhatsappReminders' | 'workspaceWhatsappUserUpdates'>>;

async function saveSettings(ctx: AppContext, userId: string, settings: MessagingSettings) {
  await ctx.db.update(users).set({ ...settings, lastUpdateDate: ctx.now() }).where(eq(users.id, userId));
  return {};
}

/** Messaging-app (WhatsApp) settings, personal and workspace scopes; see GET /me for their state. */
export async function messagingRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/me/enable-whatsapp', { config: { openapi: enable } }, async (request) => {
    const { userId } = caller(request);
    enable.body(request);
    await assertMayEnableMessaging(ctx, await currentUser(ctx, userId));
    return saveSettings(ctx, userId, { whatsappEnabled: true, whatsappReminders: true });
  });

  // Turning off and choosing what to receive need no Premium: a lapsed subscription must still be able to stop messages.
  app.post('/me/disable-whatsapp', { config: { openapi: disable } }, async (request) => {
    disable.body(request);
    return saveSettings(ctx, caller(request).userId, { whatsappEnabled: false });
  });

  app.post('/me/update-whatsapp', { config: { openapi: updatePersonal } }, async (request) => {
    const body = updatePersonal.body(request);
    return saveSettings(ctx, caller(request).userId, { whatsappReminders: body.is_reminders });
  });

  app.post('/me/enable-whatsapp-workspace', { config: { openapi: enableWorkspace } }, async (request) => {
    const { userId } = caller(request);
    enableWorkspace.body(request);
    await assertMayEnableMessaging(ctx, await currentUser(ctx, userId));
    return saveSettings(ctx, userId, { workspaceWhatsappEnabled: true, workspaceWhatsappReminders: true, workspaceWhatsappUserUpdates: true });
  });

  app.post('/me/disable-whatsapp-workspace', { config: { openapi: disableWorkspace } }, async (request) => {
    disableWorkspace.body(request);
    return saveSettings(ctx, caller(request).userId, { workspaceWhatsappEnabled: false });
  });

  app.post('/me/update-whatsapp-workspace', { config: { openapi: updateWorkspace } }, async (request) => {
    const body = updateWorkspace.body(request);
    return saveSettings(ctx, caller(request).userId, {
      ...(body.is_reminders !== undefined && { workspaceWhatsappReminders: body.is_reminders }),
      ...(body.is_user_updates !== undefined && { workspaceWhatsappUserUpdates: body.is_user_updates }),
    });
  });
}
