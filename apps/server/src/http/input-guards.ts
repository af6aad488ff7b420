import { AppError } from '@taskhub/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { holdsUnstorableText } from './stored-text.js';

/** A NUL character, raw or as a JSON escape: PostgreSQL refuses it in text, so it must stop at the edge as a 400. */
const nulInJson = new RegExp(String.raw`\u0000|\\u0000`);
const nulInUrl = /%00/;
/** A lone surrogate can only arrive as a JSON escape (UTF-8 decoding never makes one), so only such bodies are walked. */
const surrogateEscape = /\\u[dD][89a-fA-F]/;

const badBody = (message: string) => new AppError('BAD_REQUEST', { message }) as unknown as FastifyError;

/**
 * How request bodies and addresses are read: JSON only (Apple's return adds forms in its own plugin); an empty JSON
 * body counts as none, as clients send it on calls that take no body; NUL characters, lone UTF-16 surrogates (text
 * the database refuses) and malformed addresses answer 400. A route with `checksItemsAlone` (the sync push) gets its
 * body unchecked for text: it refuses a bad item alone and stores the rest, or one bad item would block a device's
 * queue for good.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (request.routeOptions.config.checksItemsAlone) return parseJson(request, text, done);
    if (nulInJson.test(text)) return done(badBody('The body holds a NUL character'), undefined);
    if (!surrogateEscape.test(text)) return parseJson(request, text, done);
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      if (holdsUnstorableText(parsed)) return done(badBody('The body holds a lone UTF-16 surrogate'), undefined);
      done(null, parsed);
    });
  });
  app.addHook('onRequest', async (request) => {
    if (nulInUrl.test(request.url)) throw new AppError('BAD_REQUEST', { message: 'The address holds a NUL character' });
  });
}

/** Fastify's own early errors (a malformed address, say) answer with the error body too. */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const answer = new AppError(error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
  void reply.status(answer.status).send(answer.toBody());
}
