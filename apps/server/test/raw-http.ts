import net from 'node:net';

export interface RawAnswer {
  /** The status of the answer, or undefined when the server closed the socket without one. */
  status: number | undefined;
  text: string;
  /** Milliseconds from the connection until the server ended it. */
  closedAfterMs: number;
}

/**
 * Sends raw bytes over a new TCP connection and waits until the server answers and closes, or `waitMs` passes (then
 * the socket is destroyed and the answer so far returned). `end` half-closes after sending, as a finished client does.
 */
export function rawRequest(url: string, bytes: (string | Buffer)[], options: { waitMs?: number; end?: boolean } = {}): Promise<RawAnswer & { timedOut: boolean }> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (timedOut: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : undefined, text, closedAfterMs: Date.now() - started, timedOut });
    };
    const timer = setTimeout(() => finish(true), options.waitMs ?? 10_000);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(false));
    socket.on('error', () => finish(false));
    socket.on('connect', () => {
      for (const chunk of bytes) socket.write(chunk);
      if (options.end) socket.end();
    });
  });
}

/** The head of an HTTP/1.1 request with these headers (Host and Connection added). */
export function requestHead(method: string, path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ host: 'localhost', ...headers }).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * Sends a request's head, then its body in `chunks` one every `everyMs` (a slow but steady client), and waits for
 * the answer as rawRequest does.
 */
export async function trickledRequest(url: string, head: string, chunks: (string | Buffer)[], everyMs: number, waitMs = 20_000) {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  const socket = net.connect(Number(port), hostname);
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(head);
  for (const chunk of chunks) {
    if (socket.destroyed) break;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    socket.write(chunk);
  }
  const answered = async () => {
    while (!/\r\n\r\n/.test(Buffer.concat(received).toString('latin1')) && !socket.destroyed && Date.now() - started < waitMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.race([closed, answered()]);
  socket.destroy();
  const text = Buffer.concat(received).toString('latin1');
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  return { status: match ? Number(match[1]) : undefined, text, sentForMs: Date.now() - started };
}
