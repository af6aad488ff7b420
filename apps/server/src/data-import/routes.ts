import fastifyMultipart from '@fastify/multipart';
import { AppError, defaultWebConfig } from '@taskhub/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { caller } from '../context.js';
import { users } from '../db/schema.js';
import { routeSpec } from '../http/route-spec.js';
import { parseInput } from '../http/validate.js';
import { jsonSchemaOf } from '../openapi/json-schema.js';
import { ImportFormatError, type CsvColumnMapping } from './bundle.js';
import { parseJsonText, toImportInvalid } from './import-error.js';
import { importBundle } from './importer.js';
import { importFormats, parseImportFile } from './parse.js';

const importQuery = z.object({ format: z.enum(importFormats) });

const mappingSchema = z.object({
  title: z.string().min(1).max(200),
  note: z.string().max(200).optional(),
  dueDate: z.string().max(200).optional(),
  list: z.string().max(200).optional(),
  tags: z.string().max(200).optional(),
  priority: z.string().max(200).optional(),
  status: z.string().max(200).optional(),
}) satisfies z.ZodType<CsvColumnMapping>;

const importSpec = routeSpec({
  tag: 'Your data', summary: 'Import a file of another app or of our own export: answers the counts {lists, tasks, labels}',
  description: 'A file that cannot be read is 400 IMPORT_INVALID naming the line or field, and nothing is imported; '
    + 'larger than IMPORT_MAX_MB: 413. The generic CSV takes its column mapping as JSON in the `mapping` field.',
  query: importQuery,
  upload: {
    'multipart/form-data': {
      type: 'object',
      properties: {
        file: { type: 'string', contentMediaType: 'application/octet-stream' },
        mapping: { type: 'string', contentMediaType: 'application/json', contentSchema: jsonSchemaOf(mappingSchema) },
      },
      required: ['file'],
    },
  },
});

interface Upload {
  text: string;
  /** The file's name without its extension: the list a Todoist CSV project becomes. */
  name?: string;
  mapping?: CsvColumnMapping;
}

const tooBig = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** The multipart form: the file in `file`, and for a generic CSV its column mapping (JSON) in `mapping`. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('BAD_REQUEST', { message: 'Send the file as a multipart form, in the "file" field' });
  let text: string | undefined;
  let name: string | undefined;
  let mappingText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || text !== undefined) throw new AppError('BAD_REQUEST', { message: 'Send one file, in the "file" field' });
        text = (await part.toBuffer()).toString('utf8');
        name = part.filename.replace(/\.[^.]*$/, '').trim().slice(0, 100) || undefined;
      } else if (part.fieldname === 'mapping') {
        mappingText = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (tooBig(error)) throw new AppError('FILE_TOO_BIG');
    const status = (error as { statusCode?: number }).statusCode;
    throw status !== undefined && status < 500 ? error : new AppError('BAD_REQUEST', { message: 'The multipart form is malformed' });
  }
  if (text === undefined) throw new AppError('BAD_REQUEST', { message: 'Send the file in the "file" field' });
  if (mappingText === undefined) return { text, name };
  try {
    return { text, name, mapping: parseInput(mappingSchema, parseJsonText(mappingText)) };
  } catch {
    throw toImportInvalid(new ImportFormatError('The column mapping is not valid', { field: 'mapping' }));
  }
}

/**
 * POST /api/v1/import?format=… (API.md section 4, "Your data"): the file is read into a bundle by its format's
 * parser, then written in one transaction; a file that cannot be read is 400 IMPORT_INVALID naming the line or field,
 * and nothing is imported. Answers the counts of what was made.
 */
export async function importRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const maxBytes = ctx.config.imports.maxBytes;
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 64 * 1024 } });

  app.post('/api/v1/import', { config: { openapi: importSpec } }, async (request, reply) => {
    const { format } = importSpec.query(request);
    const { userId } = caller(request);
    if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) {
      void reply.header('connection', 'close');
      throw new AppError('FILE_TOO_BIG');
    }
    const upload = await readUpload(request);
    const [user] = await ctx.db.select({ timeZone: users.timezone, webConfig: users.webConfig }).from(users).where(eq(users.id, userId));
    let bundle;
    try {
      bundle = parseImportFile(format, upload.text, {
        timeZone: user?.timeZone ?? 'UTC', dateOrder: user?.webConfig.dateFormat ?? defaultWebConfig.dateFormat,
        listName: upload.name, mapping: upload.mapping, now: ctx.now(),
      });
    } catch (error) {
      if (error instanceof ImportFormatError) throw toImportInvalid(error);
      throw error;
    }
    return importBundle(ctx, userId, bundle);
  });
}
