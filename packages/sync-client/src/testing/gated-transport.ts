import type { SyncRequest, SyncResponse } from '@taskhub/domain';
import type { SyncTransport } from '../types.js';

interface Held {
  device: number;
  release: () => void;
}

/**
 * Holds every request of every device twice, before it reaches the server and before its answer reaches the device,
 * until the test releases it: the order in which devices' requests arrive and return is then the test's choice,
 * whatever transport lies behind (the fake server or a real one).
 */
export class RequestGate {
  private readonly held: Held[] = [];
  private readonly watchers = new Map<number, (() => void)[]>();
  private open = false;

  wrap(device: number, inner: SyncTransport): SyncTransport {
    return {
      sync: async (request: SyncRequest, updatedSince: number): Promise<SyncResponse> => {
        await this.pass(device);
        const answer = await inner.sync(request, updatedSince);
        await this.pass(device);
        return answer;
      },
    };
  }

  get heldCount(): number {
    return this.held.length;
  }

  holds(device: number): boolean {
    return this.held.some((entry) => entry.device === device);
  }

  /** The device of the held request at `pick` (modulo the number held). */
  deviceAt(pick: number): number | undefined {
    return this.held[pick % Math.max(1, this.held.length)]?.device;
  }

  /** Lets the held request at `pick` (modulo the number held) go one step. */
  releaseOne(pick: number): void {
    const [entry] = this.held.splice(pick % Math.max(1, this.held.length), 1);
    entry?.release();
  }

  /** Stops holding, and lets everything held go. */
  openAll(): void {
    this.open = true;
    for (const entry of this.held.splice(0)) entry.release();
  }

  close(): void {
    this.open = false;
  }

  /** Resolves when `device` next has a request held. */
  nextHold(device: number): Promise<void> {
    return new Promise((resolve) => this.watchers.set(device, [...(this.watchers.get(device) ?? []), resolve]));
  }

  private pass(device: number): Promise<void> {
    if (this.open) return Promise.resolve();
    return new Promise((release) => {
      this.held.push({ device, release });
      const watchers = this.watchers.get(device) ?? [];
      this.watchers.delete(device);
      for (const watcher of watchers) watcher();
    });
  }
}
