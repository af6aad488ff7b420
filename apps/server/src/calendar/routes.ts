import { AppError } from '@taskhub/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { caller } from '../context.js';
import { routeSpec } from '../http/route-spec.js';
import { deleteGoogleGrant, loadGoogleRefreshToken, saveGoogleGrant } from './google-grant-store.js';
import { exchangeAuthorizationCode, googleClient, GrantRefused, refreshAccessToken } from './google-token-client.js';

const exchangeBodySchema = z.strictObject({ code: z.string().trim().min(1).max(2048) });

const exchange = routeSpec({
  tag: 'Integrations', summary: 'Trade a Google authorization code for calendar access: {access_token, expires_in}',
  description: 'The server keeps the long-lived grant; 503 CALENDAR_NOT_CONFIGURED without Google settings.',
  body: exchangeBodySchema,
});
const accessToken = routeSpec({
  tag: 'Integrations', summary: 'A fresh Google calendar access token: {access_token, expires_in}; 404 when the calendar is not connected',
});

/** Google calendar tokens: the server keeps the long-lived grant, the browser gets short-lived access tokens. */
export async function calendarRoutes(app: FastifyInstance) {
  const { ctx } = app;

  app.post('/me/exchange-google-tokens', { config: { openapi: exchange } }, async (request) => {
    const { userId } = caller(request);
    const { code } = exchange.body(request);
    const tokens = await exchangeAuthorizationCode(googleClient(ctx.config.google), code);
    // Google sends a refresh token only on the first consent; a later exchange keeps the grant already stored.
    if (tokens.refreshToken) await saveGoogleGrant(ctx, userId, tokens.refreshToken, tokens.scope);
    return { access_token: tokens.accessToken, expires_in: tokens.expiresIn };
  });

  app.get('/me/get-google-access-token', { config: { openapi: accessToken } }, async (request) => {
    const { userId } = caller(request);
    const client = googleClient(ctx.config.google);
    const refreshToken = await loadGoogleRefreshToken(ctx, userId);
    if (!refreshToken) throw new AppError('NOT_FOUND', { message: 'The calendar is not connected' });
    try {
      const tokens = await refreshAccessToken(client, refreshToken);
      if (tokens.refreshToken) await saveGoogleGrant(ctx, userId, tokens.refreshToken, tokens.scope);
      return { access_token: tokens.accessToken, expires_in: tokens.expiresIn };
    } catch (error) {
      // A revoked grant never works again: forget it, so the client offers to connect the calendar anew.
      if (error instanceof GrantRefused && error.reason === 'invalid_grant') await deleteGoogleGrant(ctx, userId);
      throw error;
    }
  });
}
