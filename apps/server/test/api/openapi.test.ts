import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../src/context.js';
import type { JsonSchema } from '../../src/http/route-spec.js';
import {
  isDocumented, openApiPath, pathParamNames, undocumentedRoutes, type OpenApiDocument, type Operation, type Parameter,
} from '../../src/openapi/document.js';
import { jsonSchemaOf } from '../../src/openapi/json-schema.js';
import { startServer, type TestServer } from '../harness.js';

let server: TestServer;
let document: OpenApiDocument;
beforeAll(async () => {
  server = await startServer();
  document = (await server.request('GET', '/api/v1/openapi.json')).body;
});
afterAll(async () => { await server.close(); });

const label = (route: RegisteredRoute) => `${route.method} ${route.url}`;
/** Every route the server registered (its onRoute hook collects them, app.ts) that the document must show. */
const documentedRoutes = () => server.app.registeredRoutes.filter(isDocumented);
const operationOf = (route: RegisteredRoute): Operation | undefined => document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
const parametersIn = (operation: Operation, place: 'path' | 'query') => (operation.parameters ?? []).filter((p) => p.in === place);
/** Parameters as name → schema (with its description put back, as the document moves it onto the parameter). */
const byName = (parameters: Parameter[]) => Object.fromEntries(parameters.map((p) => [p.name, { ...p.schema, ...(p.description && { description: p.description }) }]));
const properties = (schema: JsonSchema) => schema.properties as Record<string, JsonSchema>;

describe('GET /api/v1/openapi.json', () => {
  it('is public OpenAPI 3.1 with the title, the version and the token header as security scheme', async () => {
    const answer = await server.request('GET', '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'TaskHub API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(document.components.securitySchemes).toEqual({
      AnydoAuth: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-Anydo-Auth' }),
      BearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.security).toEqual([{ AnydoAuth: [] }, { BearerAuth: [] }]);
    // Built once: the next answer is the same text.
    expect((await server.request('GET', '/api/v1/openapi.json')).body).toEqual(document);
  });
});

describe('the OpenAPI document', () => {
  it('leaves out only the listed routes, each for a reason', () => {
    const left = server.app.registeredRoutes.filter((route) => route.method !== 'HEAD' && !isDocumented(route)).map(label);
    expect(left).toEqual(['GET /ws']);
    expect(undocumentedRoutes.length).toBeLessThanOrEqual(3);
    for (const { reason } of undocumentedRoutes) expect(reason.length).toBeGreaterThan(30);
  });

  it('has every registered route with its method and path', () => {
    expect(documentedRoutes().length).toBeGreaterThan(60);
    const missing = documentedRoutes().filter((route) => !operationOf(route)).map(label);
    expect(missing, 'routes missing from the document').toEqual([]);
  });

  it('has no operation that is not a registered route', () => {
    const registered = new Set(documentedRoutes().map((route) => `${route.method} ${openApiPath(route.url)}`));
    const operations = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.filter((operation) => !registered.has(operation)), 'operations with no route').toEqual([]);
    expect(operations.length).toBe(registered.size);
  });

  it('has a spec for every route: summary, tag, a schema for each path parameter, a body (or body: null) for each write', () => {
    const problems: string[] = [];
    for (const route of documentedRoutes()) {
      const doc = route.spec?.doc;
      if (!doc) {
        problems.push(`${label(route)}: no spec; give it config: { openapi: routeSpec({ tag, summary, body, query, params }) } (http/route-spec.ts)`);
        continue;
      }
      if (!doc.summary.trim() || !doc.tag.trim()) problems.push(`${label(route)}: no summary or tag`);
      const declared = doc.params ? Object.keys(properties(jsonSchemaOf(doc.params))) : [];
      for (const name of pathParamNames(route.url)) {
        if (name !== 'version' && !declared.includes(name)) problems.push(`${label(route)}: path parameter ${name} has no schema in its spec's params`);
      }
      if (['POST', 'PUT', 'PATCH'].includes(route.method) && doc.body === undefined && !doc.upload) {
        problems.push(`${label(route)}: its spec names no body schema (body: null when it reads none)`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows each route from its spec: the body, query and path schemas are those the route checks its input with', () => {
    for (const route of documentedRoutes()) {
      const name = label(route);
      expect(route.spec, `${name} has no spec`).toBeDefined();
      const doc = route.spec!.doc;
      const operation = operationOf(route)!;
      expect(operation.summary, name).toBe(doc.summary);
      expect(operation.tags, name).toEqual([doc.tag]);
      expect(operation.security, name).toEqual(route.public ? [] : route.signedLink ? [{ AnydoAuth: [] }, { BearerAuth: [] }, {}] : undefined);

      if (doc.body) expect(operation.requestBody?.content['application/json']?.schema, `${name} body`).toEqual(jsonSchemaOf(doc.body));
      else if (doc.upload) expect(Object.keys(operation.requestBody!.content), `${name} upload`).toEqual(Object.keys(doc.upload));
      else expect(operation.requestBody, `${name} has no body`).toBeUndefined();

      const query = parametersIn(operation, 'query');
      if (doc.query) {
        const schema = jsonSchemaOf(doc.query);
        expect(byName(query), `${name} query`).toEqual(properties(schema));
        const required = query.filter((p) => p.required).map((p) => p.name);
        expect(required, `${name} required query`).toEqual((schema.required as string[] | undefined) ?? []);
      } else {
        expect(query, `${name} has no query`).toEqual([]);
      }

      const path = parametersIn(operation, 'path');
      expect(path.map((p) => p.name), `${name} path parameters`).toEqual(pathParamNames(route.url));
      const declared = doc.params ? properties(jsonSchemaOf(doc.params)) : {};
      for (const parameter of path.filter((p) => p.name !== 'version')) {
        expect(byName([parameter])[parameter.name], `${name} path parameter ${parameter.name}`).toEqual(declared[parameter.name]);
      }
    }
  });

  it('tells what the calls of API.md sections 3 and 4 take', () => {
    const body = (path: string, method: string) => document.paths[path]![method]!.requestBody!.content['application/json']!.schema;
    expect(body('/check_email', 'post')).toMatchObject({ type: 'object', required: ['email'], additionalProperties: false });
    expect(properties(body('/user', 'post'))).toHaveProperty('password');
    expect(properties(body('/me', 'put'))).toHaveProperty('timezone');
    // The sync push: each model's items are shown with the item schema they are checked against one by one.
    const models = properties(properties(body('/api/{version}/me/sync', 'post')).models!);
    const taskItem = (properties(models.task!).items as JsonSchema).items as JsonSchema;
    expect(properties(taskItem)).toHaveProperty('title');
    expect(properties(taskItem)).toHaveProperty('dueDate');
    const putTasks = body('/me/tasks', 'put');
    expect(putTasks.type).toBe('array');
    const version = document.paths['/api/{version}/me/tasks/{id}']!.get!.parameters!.find((p) => p.name === 'version')!;
    expect(version.schema).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(document.paths['/api/v1/export']!.get!.parameters).toEqual([
      expect.objectContaining({ name: 'format', in: 'query', required: true, schema: expect.objectContaining({ enum: ['json', 'csv', 'ics'] }) }),
    ]);
    expect(document.paths['/me/tasks/{id}']!.delete!.responses).toHaveProperty('204');
  });

  it('embeds each schema whole: no reference into a definitions section it does not carry', () => {
    expect(JSON.stringify(document.paths)).not.toMatch(/"\$ref":"#\/\$defs|"\$defs"/);
  });
});
