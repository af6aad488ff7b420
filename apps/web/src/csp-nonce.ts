import { setNonce } from 'get-nonce';

/**
 * Hands the page's style nonce to the libraries that add `<style>` elements at run time (Radix's scroll lock in
 * dialogs, menus and selects, through react-style-singleton, which reads get-nonce): the server puts a fresh one in
 * each answer's policy and in `<meta property="csp-nonce">` (apps/server web/page-policy.ts), so these styles apply
 * under `style-src 'self'` without 'unsafe-inline'. Without the element (Vite's dev server) there is no policy either.
 * Imported first by main.tsx, before anything can render.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
if (nonce) setNonce(nonce);
