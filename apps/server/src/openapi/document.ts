import { readFileSync } from 'node:fs';
import { errorCatalogue, type ErrorCode } from '@taskhub/domain';
import { z } from 'zod';
import type { RegisteredRoute } from '../context.js';
import type { JsonSchema, RouteDoc } from '../http/route-spec.js';
import { apiVersionSchema } from '../sync/api-paths.js';
import { jsonSchemaOf } from './json-schema.js';

/**
 * Registered routes the document leaves out, each with its reason. Fastify's automatic HEAD twin of every GET is left
 * out too (it answers as the GET does, without a body). The web app's files are no routes at all: the not-found handler
 * serves them (web/static.ts), so they never reach this list.
 */
export const undocumentedRoutes: readonly { url: string | RegExp; reason: string }[] = [
  { url: '/ws', reason: 'the realtime WebSocket (API.md section 4): OpenAPI describes HTTP calls, not the messages of a socket' },
  { url: /^\/api\/test\//, reason: 'test-only calls, registered only with TEST_CLOCK, which production refuses' },
];

/** Whether the document shows a route (every one but the HEAD twins and undocumentedRoutes). */
export function isDocumented(route: Pick<RegisteredRoute, 'method' | 'url'>): boolean {
  return route.method !== 'HEAD' && !undocumentedRoutes.some(({ url }) => (typeof url === 'string' ? route.url === url : url.test(route.url)));
}

const pathParam = /:([A-Za-z0-9_]+)(\([^)]*\))?/g;

/** Fastify's `/me/tasks/:id` as OpenAPI writes it: `/me/tasks/{id}`. */
export const openApiPath = (url: string) => url.replace(pathParam, '{$1}');

/** The names of a route's path parameters. */
export const pathParamNames = (url: string) => [...url.matchAll(pathParam)].map((match) => match[1]!);

/** Tags of the document with what they hold; a tag used by a route and missing here is listed without words. */
const tagDescriptions: Record<string, string> = {
  Accounts: 'Sign-up, log-in (password and third-party), password reset, log-out (API.md section 3)',
  Sessions: 'The devices signed in to the account',
  User: 'The signed-in user\'s details, settings and account (API.md section 3)',
  Phone: 'Phone verification by text message and the messaging-app settings (API.md section 3)',
  Subscription: 'The latest subscription and card-provider invoices (API.md section 3)',
  Integrations: 'Experiments, Google calendar tokens and Web Push subscriptions',
  Sync: 'Sync and background sync (API.md section 4)',
  Tasks: 'REST calls on tasks for clients that do not sync (API.md section 4)',
  Lists: 'REST calls on lists (categories) (API.md section 4)',
  Tags: 'REST calls on tags (labels)',
  Attachments: 'Files attached to tasks: upload, list, download, delete (API.md section 4)',
  'Your data': 'Export, import and the private calendar feed (API.md section 4, "Your data")',
  Workspaces: 'Workspaces, their members, invitations, requests and invite links (API.md section 5)',
  Invitations: 'The caller\'s invitations to workspaces, boards and shared lists (API.md section 5)',
  'Shared lists': 'Sharing a list, its members, and assigning tasks (API.md section 5)',
  Service: 'Health, this document and what the server offers',
};

type Security = Record<string, string[]>[];
/** The token header of API.md section 2, or the same token as a Bearer token (http/auth-guard.ts). */
const signedIn: Security = [{ AnydoAuth: [] }, { BearerAuth: [] }];

const errorBodySchema = z.looseObject({
  Error: z.string().describe('What a person may be shown'),
  code: z.enum(Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]]).describe('The machine code (packages/domain errors.ts)'),
});

export interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Security;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  security: Security;
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, unknown>;
}

/** Each property of an object schema as a parameter of its own. */
function parametersOf(schema: z.ZodType, place: 'path' | 'query', where: string): Parameter[] {
  const json = jsonSchemaOf(schema);
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) throw new Error(`The ${place} schema of ${where} is not an object`);
  const required = new Set(json.required as string[] | undefined);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: place, required: place === 'path' || required.has(name), schema: rest, ...(typeof description === 'string' && { description }) };
  });
}

function parameters(route: RegisteredRoute, doc: RouteDoc | undefined): Parameter[] {
  const where = `${route.method} ${route.url}`;
  const declared = doc?.params ? parametersOf(doc.params, 'path', where) : [];
  const inPath = pathParamNames(route.url).map((name): Parameter => {
    if (name === 'version') {
      return { name, in: 'path', required: true, schema: jsonSchemaOf(apiVersionSchema), description: 'The API version: v1, v2, … (API.md section 4)' };
    }
    // An undeclared one still shows (as any text), so the document has every path; the OpenAPI test flags it.
    return declared.find((parameter) => parameter.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } };
  });
  return [...inPath, ...(doc?.query ? parametersOf(doc.query, 'query', where) : [])];
}

function requestBody(doc: RouteDoc | undefined): Operation['requestBody'] {
  if (doc?.upload) return { required: true, content: Object.fromEntries(Object.entries(doc.upload).map(([type, schema]) => [type, { schema }])) };
  if (!doc?.body) return undefined;
  // parseInput reads a missing body as {}: the body may be left out when {} passes.
  return { required: !doc.body.safeParse({}).success, content: { 'application/json': { schema: jsonSchemaOf(doc.body) } } };
}

function responses(doc: RouteDoc | undefined): Operation['responses'] {
  const answers = doc?.answers ?? [{ status: 200, description: 'OK', mediaTypes: ['application/json'] }];
  return {
    ...Object.fromEntries(answers.map(({ status, description, mediaTypes }) => [
      String(status), { description, ...(mediaTypes && { content: Object.fromEntries(mediaTypes.map((type) => [type, {}])) }) },
    ])),
    default: { $ref: '#/components/responses/Error' },
  };
}

function operation(route: RegisteredRoute): Operation {
  const doc = route.spec?.doc;
  const params = parameters(route, doc);
  const body = requestBody(doc);
  return {
    summary: doc?.summary ?? `${route.method} ${route.url} (not described yet)`,
    ...(doc?.description && { description: doc.description }),
    tags: [doc?.tag ?? 'Not described'],
    ...(params.length > 0 && { parameters: params }),
    ...(body && { requestBody: body }),
    responses: responses(doc),
    // Public calls need no token; a download also takes its signed link's query instead of one.
    ...(route.public ? { security: [] } : route.signedLink ? { security: [...signedIn, {}] } : {}),
  };
}

const serverVersion = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The OpenAPI 3.1 document of every registered route (API.md sections 3–5), from the routes' own specs. */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], publicUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags: string[] = [];
  for (const route of routes.filter(isDocumented)) {
    const op = operation(route);
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = op;
    if (!tags.includes(op.tags[0]!)) tags.push(op.tags[0]!);
  }
  // The known tags in their order here, then any other in the order routes use them.
  const known = Object.keys(tagDescriptions);
  const rank = (tag: string) => (known.includes(tag) ? known.indexOf(tag) : known.length + tags.indexOf(tag));
  tags.sort((a, b) => rank(a) - rank(b));
  return {
    openapi: '3.1.0',
    info: {
      title: 'TaskHub API',
      version: serverVersion,
      description: 'The wire contract of API.md: JSON in and out, the token in X-Anydo-Auth (or as a Bearer token), '
        + 'errors as {"Error": message, "code": CODE}. Generated from the schemas the server checks its input with.',
    },
    servers: [{ url: publicUrl }],
    security: signedIn,
    tags: tags.map((name) => ({ name, ...(tagDescriptions[name] && { description: tagDescriptions[name] }) })),
    paths,
    components: {
      securitySchemes: {
        AnydoAuth: { type: 'apiKey', in: 'header', name: 'X-Anydo-Auth', description: 'The auth_token of the login response' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The same token as Authorization: Bearer <token>' },
      },
      schemas: { Error: jsonSchemaOf(errorBodySchema) },
      responses: {
        Error: {
          description: 'An error (API.md section 2): status per the code; 429 and some 503 answers carry Retry-After',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}
