import { config } from 'zod';

/**
 * Makes the wire schemas check without compiling code at run time (zod's `new Function` fast path), for a page whose
 * Content-Security-Policy forbids eval: zod's probe for it would otherwise be reported as a violation on every start.
 */
export function checkSchemasWithoutEval(): void {
  config({ jitless: true });
}
