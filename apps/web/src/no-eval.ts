// First import of main.tsx: zod decides when a schema is created whether to compile its checks with `new Function`,
// which the page's Content-Security-Policy forbids (apps/server web/page-policy.ts), so this runs before any schema.
import { checkSchemasWithoutEval } from '@taskhub/domain/schema-engine';

checkSchemasWithoutEval();
