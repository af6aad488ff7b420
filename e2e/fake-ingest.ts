import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One item of an envelope: its header (`type` says what it is: event, session, client_report …) and its payload. */
export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}

/** What one POST carried: the envelope's header, its items, and the project and key of the address it came to. */
export interface ReceivedEnvelope {
  projectId: string;
  sentryKey: string | null;
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

/**
 * Splits an envelope (develop.sentry.dev/sdk/envelopes): a header line, then per item a header line and a payload of
 * `length` bytes when the header gives one, else up to the next newline.
 */
export function parseEnvelope(body: Buffer): { header: Record<string, unknown>; items: EnvelopeItem[] } {
  let offset = 0;
  const line = () => {
    const end = body.indexOf(0x0a, offset);
    const text = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    offset = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const text = line();
    if (text.trim() === '') continue;
    const itemHeader = JSON.parse(text) as Record<string, unknown>;
    let payloadText: string;
    if (typeof itemHeader.length === 'number') {
      payloadText = body.subarray(offset, offset + itemHeader.length).toString('utf8');
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payloadText = line();
    }
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(payloadText) as Record<string, unknown>;
    } catch {
      payload = { raw: payloadText };
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, payload });
  }
  return { header, items };
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A local stand-in for an error-reporting service: it takes the browser SDK's envelope posts at
 * `/api/<project>/envelope/` (answering as the service does, CORS included, since the page posts cross-origin) and
 * records what came. The DSN that points at it is `http://<key>@127.0.0.1:<port>/<project>`.
 */
export class FakeIngest {
  readonly received: ReceivedEnvelope[] = [];
  private server: Server | null = null;

  constructor(readonly port: number, readonly key = 'e2epublickey', readonly projectId = '42') {}

  get dsn() {
    return `http://${this.key}@127.0.0.1:${this.port}/${this.projectId}`;
  }

  /** Every item of the given type received so far (`event` for error reports). */
  items(type: string): EnvelopeItem[] {
    return this.received.flatMap((envelope) => envelope.items.filter((item) => item.type === type));
  }

  async start() {
    this.server = createServer((request, reply) => {
      reply.setHeader('access-control-allow-origin', '*');
      reply.setHeader('access-control-expose-headers', 'x-sentry-rate-limits, retry-after');
      if (request.method === 'OPTIONS') {
        reply.setHeader('access-control-allow-headers', '*');
        reply.writeHead(204).end();
        return;
      }
      const url = new URL(request.url ?? '/', `http://127.0.0.1:${this.port}`);
      const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
      if (request.method !== 'POST' || !match) {
        reply.writeHead(404).end();
        return;
      }
      void readBody(request).then((body) => {
        try {
          this.received.push({ projectId: match[1]!, sentryKey: url.searchParams.get('sentry_key'), ...parseEnvelope(body) });
          reply.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch {
          reply.writeHead(400).end();
        }
      });
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  async stop() {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    this.server = null;
  }
}
