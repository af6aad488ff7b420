import { AppError } from '@taskhub/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import type { RouteSpec } from '../http/route-spec.js';

/**
 * API.md section 4: `/api/vN/...` for any N from 1 up; any other version segment is an unknown path (404, not 400, so
 * routes check it with assertApiVersion rather than a params schema; the OpenAPI document shows this schema for it).
 */
export const apiVersionSchema = z.string().regex(/^v[1-9]\d*$/);

export function assertApiVersion(request: FastifyRequest) {
  const { version } = request.params as { version?: string };
  if (version !== undefined && !apiVersionSchema.safeParse(version).success) throw new AppError('NOT_FOUND');
}

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';

/**
 * Registers a `/me/...` call under its bare path and under `/api/:version/me/...`: API.md names the bare REST paths,
 * and clients of this API style also call them with the version prefix they use for sync.
 */
export function routeBoth(
  app: FastifyInstance, method: Method, mePath: string, spec: RouteSpec, handler: RouteHandlerMethod, config: FastifyContextConfig = {},
) {
  const routeConfig = { ...config, openapi: spec };
  app.route({ method, url: mePath, handler, config: routeConfig });
  app.route({
    method,
    url: `/api/:version${mePath}`,
    config: routeConfig,
    handler(request, reply) {
      assertApiVersion(request);
      return handler.call(this, request, reply);
    },
  });
}

/** A query flag: `true`/`false` in any case (Python clients send `True`), or 1/0. */
export const queryFlag = z.string().toLowerCase().pipe(z.enum(['true', 'false', '1', '0'])).transform((value) => value === 'true' || value === '1');

/**
 * `updatedSince`: ms since the epoch or a point of the change sequence (the same scale); missing or empty means 0.
 * A fraction (a client that multiplied seconds by 1000 without rounding) is cut to the millisecond.
 */
export const updatedSinceSchema = z.string().regex(/^\d{0,16}(\.\d{1,6})?$/).optional().transform((value) => Math.floor(Number(value || 0)));

/** A path id: any id shape objects may have (longer ones cannot exist, so they are simply not found). */
export const idParams = z.object({ id: z.string().min(1).max(512) });
