export type * from './types.js';
export { SyncClient, type SyncClientOptions } from './sync-client.js';
export { MemoryStorage } from './memory-storage.js';
export { IndexedDbStorage, syncDatabaseName, type IndexedDbStorageOptions } from './indexeddb-storage.js';
export { createHttpSyncTransport, type HttpSyncTransportOptions } from './http-transport.js';
export { browserAttention, createPollingRealtime, type AttentionSource, type PollingRealtimeOptions } from './polling-realtime.js';
export { createWebSocketRealtime, type WebSocketConstructor, type WebSocketLike, type WebSocketRealtimeOptions } from './websocket-realtime.js';
export { HttpError, NetworkError } from './errors.js';
export { newObjectId } from './ids.js';
