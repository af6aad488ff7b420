import { saveTemplateInput, templatesQuery } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireBoard } from '../access/access.js';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { currentUser } from '../users/user-store.js';
import { listTemplates, saveTemplate, templatePreview } from './templates.js';

const tag = 'Boards';
const spec = {
  list: routeSpec({
    tag, query: templatesQuery,
    summary: 'The built-in board templates and the templates saved by the caller\'s workspaces, optionally of one job type',
  }),
  one: routeSpec({
    tag, params: z.object({ id: z.string().min(1).max(64) }),
    summary: 'One template the caller may use, with the titles of the first cards of each section (its preview); 404 for another workspace\'s',
  }),
  save: routeSpec({
    tag, params: z.object({ id: z.string().min(1).max(64) }), body: saveTemplateInput,
    summary: 'Save a board as a template of its workspace (board admins); only the workspace\'s members see it',
  }),
};

/** Board templates (API.md section 5): browsing them, and saving a board as one. Making a board from one is boards/routes.ts. */
export async function templateRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.get('/api/v1/templates', { config: { openapi: spec.list } }, async (request) => {
    const { jobType } = spec.list.query(request);
    return listTemplates(ctx, caller(request).userId, jobType);
  });

  app.get('/api/v1/templates/:id', { config: { openapi: spec.one } }, async (request) => {
    const { id } = spec.one.params(request);
    return templatePreview(ctx, caller(request).userId, id);
  });

  app.post('/api/v1/boards/:id/template', { config: { openapi: spec.save } }, async (request) => {
    const { id } = spec.save.params(request);
    const { userId } = caller(request);
    const { board } = await requireBoard(ctx.db, userId, id, 'manage');
    const input = spec.save.body(request);
    const user = await currentUser(ctx, userId);
    return ctx.db.transaction((tx) => saveTemplate(tx, board, user, input, ctx.now()));
  });
}
