import { z } from 'zod';
import type { JsonSchema } from '../http/route-spec.js';

/** Schemas the document shows as another one does (see documentedAs). */
const shownAs = new WeakMap<z.core.$ZodType, z.ZodType>();

/**
 * Shows `schema` in the document as `shown` would be: for a part the route takes as it is and checks later, piece by
 * piece (the items of a sync push, each refused alone), so the document still tells what each piece must be.
 */
export function documentedAs<S extends z.ZodType>(schema: S, shown: z.ZodType): S {
  shownAs.set(schema, shown);
  return schema;
}

/**
 * The JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) of what a client sends: the input side of the schema,
 * before its transforms and defaults. Anything JSON Schema cannot say (a transform's own input) is left open.
 */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const shown = shownAs.get(zodSchema);
      if (!shown) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      Object.assign(jsonSchema, jsonSchemaOf(shown));
    },
  });
  delete json.$schema;
  return json;
}
