import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const proxied = ['/api', '/ws', '/login', '/logout', '/user', '/me', '/check_email', '/send-forgot-password-email', '/reset-password', '/fb-login', '/google-login', '/apple-login', '/apple-login-web-redirect', '/experiments', '/healthz', '/avatars'];

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { port: 5173, proxy: Object.fromEntries(proxied.map((p) => [p, { target: api, ws: p === '/ws' }])) },
});
