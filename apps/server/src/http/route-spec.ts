import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseInput } from './validate.js';

/** A JSON Schema written by hand, for what no zod schema checks (a file upload's parts). */
export type JsonSchema = Record<string, unknown>;

/** One answer of a call other than the plain 200 with JSON: its status, and its media types when it has a body. */
export interface RouteAnswer {
  status: number;
  description: string;
  mediaTypes?: string[];
}

/**
 * What a call takes and answers, as its operation in the OpenAPI document shows it (openapi/document.ts). The schemas
 * are the ones the route checks its input with: read them through the spec (`spec.body(request)` and so on), never
 * with `parseInput(schema, request.body)` (lint refuses that), so the document cannot say one thing and the route
 * check another.
 */
export interface RouteDoc {
  /** One line: what the call does. */
  summary: string;
  /** The part of the API it belongs to (API.md's sections); the document groups calls by it. */
  tag: string;
  description?: string;
  /** The JSON body's schema; `null` when the call reads no body (required of POST, PUT and PATCH calls). */
  body?: z.ZodType | null;
  /** A body that is not JSON (a file, a form), read by the handler itself: per media type, its JSON Schema. */
  upload?: Record<string, JsonSchema>;
  /** The query string's schema (an object: each property is a parameter). */
  query?: z.ZodType;
  /** The path parameters' schema (an object with each `:name` of the path but `version`, see sync/api-paths.ts). */
  params?: z.ZodType;
  /** The answers when the call's success is not a 200 with JSON. */
  answers?: RouteAnswer[];
}

type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** A route's doc and the only way its handler reads the input the doc describes. */
export interface RouteSpec<D extends RouteDoc = RouteDoc> {
  readonly doc: D;
  /** The body, parsed with `doc.body` (after `prepare`, for a body that needs a fix-up first). */
  body(request: FastifyRequest, prepare?: (raw: unknown) => unknown): Output<D['body']>;
  query(request: FastifyRequest): Output<D['query']>;
  params(request: FastifyRequest): Output<D['params']>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's spec: its place in the OpenAPI document and the schemas its handler reads its input with. */
    openapi?: RouteSpec;
  }
}

/**
 * A route's spec: give it as the route's `config.openapi` and read the input through it. Parsing is lazy, where
 * the handler asks, so a route keeps its order of checks (a "not configured" answer before a bad body, say) and its
 * error answers (parseInput's). Asking a spec the route was not registered with is a programming error (500).
 */
export function routeSpec<const D extends RouteDoc>(doc: D): RouteSpec<D> {
  const schemaOf = (request: FastifyRequest, part: 'body' | 'query' | 'params'): z.ZodType => {
    if (request.routeOptions.config.openapi !== spec) {
      throw new Error(`${request.method} ${request.routeOptions.url} reads its ${part} through a spec it was not registered with`);
    }
    const schema = doc[part];
    if (!schema) throw new Error(`${request.method} ${request.routeOptions.url} declares no ${part} schema`);
    return schema;
  };
  const spec: RouteSpec<D> = {
    doc,
    body: (request, prepare) => {
      const schema = schemaOf(request, 'body');
      return parseInput(schema, prepare ? prepare(request.body) : request.body) as Output<D['body']>;
    },
    query: (request) => parseInput(schemaOf(request, 'query'), request.query) as Output<D['query']>,
    params: (request) => parseInput(schemaOf(request, 'params'), request.params) as Output<D['params']>,
  };
  return spec;
}
