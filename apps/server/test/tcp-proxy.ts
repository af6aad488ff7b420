import { connect, createServer, type Server, type Socket } from 'node:net';

type Mode = 'open' | 'cut' | 'stall';

interface Pair {
  client: Socket;
  upstream: Socket;
  /** Bytes held while stalled, each way, sent on restore as a network that recovers would. */
  held: { up: Buffer[]; down: Buffer[] };
}

/**
 * A TCP proxy between the server under test and PostgreSQL or Redis, to play their faults with the real protocol:
 * `cut()` closes every connection and closes each new one at once, `stall()` accepts and holds connections but
 * forwards nothing (a silent network), `restore()` forwards again. It counts the connections it was asked for.
 */
export class TcpProxy {
  private mode: Mode = 'open';
  private readonly pairs = new Set<Pair>();
  private attempts = 0;

  private constructor(private readonly server: Server, readonly port: number) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const proxy = new TcpProxy(server, (server.address() as { port: number }).port);
    server.on('connection', (client) => proxy.accept(client, target));
    return proxy;
  }

  /** Connection attempts seen since the start. */
  get connections(): number {
    return this.attempts;
  }

  /** The same address with this proxy's port (postgres://…, redis://…). */
  address(url: string): string {
    const through = new URL(url);
    through.host = `127.0.0.1:${this.port}`;
    return through.toString();
  }

  cut(): void {
    this.mode = 'cut';
    for (const pair of this.pairs) this.drop(pair);
  }

  stall(): void {
    this.mode = 'stall';
  }

  restore(): void {
    this.mode = 'open';
    for (const pair of this.pairs) {
      for (const chunk of pair.held.up.splice(0)) pair.upstream.write(chunk);
      for (const chunk of pair.held.down.splice(0)) pair.client.write(chunk);
    }
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) this.drop(pair);
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket, target: { host: string; port: number }) {
    this.attempts += 1;
    client.on('error', () => undefined);
    if (this.mode === 'cut') {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    upstream.on('error', () => undefined);
    const pair: Pair = { client, upstream, held: { up: [], down: [] } };
    this.pairs.add(pair);
    client.on('data', (chunk: Buffer) => this.forward(chunk, upstream, pair.held.up));
    upstream.on('data', (chunk: Buffer) => this.forward(chunk, client, pair.held.down));
    client.on('close', () => this.drop(pair));
    upstream.on('close', () => this.drop(pair));
  }

  private forward(chunk: Buffer, to: Socket, held: Buffer[]) {
    if (this.mode === 'stall') held.push(chunk);
    else to.write(chunk);
  }

  private drop(pair: Pair) {
    this.pairs.delete(pair);
    pair.client.destroy();
    pair.upstream.destroy();
  }
}
