/** Sockets that may wait for their first message at once, from one client address and in all. */
export const pendingLimits = { perAddress: 10, total: 1000 } as const;

/**
 * Counts sockets still waiting for their token (the first message), by client address. Each may stay open up to the
 * auth time limit holding memory and a file descriptor for nobody, so past the caps a new one is refused at once.
 */
export class PendingSockets {
  private readonly byAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: { perAddress: number; total: number } = pendingLimits) {}

  /** Counts the socket in, or answers false when a cap is reached (nothing counted). */
  admit(address: string): boolean {
    const count = this.byAddress.get(address) ?? 0;
    if (count >= this.limits.perAddress || this.total >= this.limits.total) return false;
    this.byAddress.set(address, count + 1);
    this.total += 1;
    return true;
  }

  release(address: string): void {
    const count = this.byAddress.get(address) ?? 0;
    if (count <= 1) this.byAddress.delete(address);
    else this.byAddress.set(address, count - 1);
    this.total = Math.max(0, this.total - 1);
  }
}
