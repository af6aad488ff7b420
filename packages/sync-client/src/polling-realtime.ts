import type { RealtimeSource } from './types.js';
import { browserNetworkStatus, type NetworkStatus } from './websocket-realtime.js';

/** When the page comes back to the person: the browser's window focus and visibility, or none outside a browser. */
export interface AttentionSource {
  /** Calls back when the person returns to the page; returns the unsubscribe. */
  subscribe(onReturn: () => void): () => void;
}

/** The browser's: the window gains focus, or the tab becomes visible again. */
export function browserAttention(): AttentionSource | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return {
    subscribe(onReturn) {
      const visible = () => { if (document.visibilityState === 'visible') onReturn(); };
      window.addEventListener('focus', onReturn);
      document.addEventListener('visibilitychange', visible);
      return () => {
        window.removeEventListener('focus', onReturn);
        document.removeEventListener('visibilitychange', visible);
      };
    },
  };
}

export interface PollingRealtimeOptions {
  /** How often to pull while the page is open (default 30 s). */
  intervalMs?: number;
  network?: NetworkStatus;
  attention?: AttentionSource;
}

/**
 * HTTP-only sync (SPEC.md section 7): no socket; the client is told to pull on an interval, when the person returns to
 * the page and when the network comes back. "Connected" follows the device's network, as the socket's would.
 * Each tick announces an unbounded change time, so the client pulls whatever its cursor is.
 */
export function createPollingRealtime(options: PollingRealtimeOptions = {}): RealtimeSource {
  const { intervalMs = 30_000, network = browserNetworkStatus(), attention = browserAttention() } = options;
  return {
    connect({ onChanged, onConnected }) {
      const pull = () => { if (network?.isOnline() !== false) onChanged({ type: 'changed', models: [], lastUpdateDate: Number.MAX_SAFE_INTEGER }); };
      const timer = setInterval(pull, intervalMs);
      const stopAttention = attention?.subscribe(pull);
      const stopNetwork = network?.subscribe((online) => onConnected(online));
      onConnected(network?.isOnline() !== false);
      return () => {
        clearInterval(timer);
        stopAttention?.();
        stopNetwork?.();
      };
    },
  };
}
