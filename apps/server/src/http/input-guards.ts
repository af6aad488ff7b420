import { AppError } from '@taskhub/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** A NUL character, raw or as a JSON escape: PostgreSQL refuses it in text, so it must stop at the edge as a 400. */
const nulInJson = new RegExp(String.raw`\u0000|\\u0000`);
const nulInUrl = /%00/;

/**
 * How request bodies and addresses are read: JSON only (Apple's return adds forms in its own plugin); an empty JSON body counts
 * as none, as clients send it on calls that take no body; NUL characters and malformed addresses answer 400.
 */
export function registerInputGuards(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(null, undefined);
    if (nulInJson.test(text)) return done(new AppError('BAD_REQUEST', { message: 'The body holds a NUL character' }) as unknown as FastifyError, undefined);
    parseJson(request, text, done);
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
