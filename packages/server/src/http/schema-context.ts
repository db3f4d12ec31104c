/** Each shared schema's JSON, written once per schema object. */
const written = new WeakMap<object, string>();
const json = (schema: unknown): string => {
  if (typeof schema !== 'object' || schema === null) return JSON.stringify(schema);
  let text = written.get(schema);
  if (text === undefined) {
    text = JSON.stringify(schema);
    written.set(schema, text);
  }
  return text;
};

/** Short names of the distinct (shared schemas, options) pairs met so far. */
const names = new Map<string, string>();

/**
 * A short name, equal exactly when the shared schemas and the options are, for the compilers Fastify asks
 * for in every plugin context. A context keeps its parent's schema objects, so each is written out once
 * rather than once per context; and the name, not the whole text, keys the compiled functions.
 */
export function schemaContext(
  externalSchemas: Record<string, unknown> | undefined,
  options: unknown,
): string {
  const parts = Object.entries(externalSchemas ?? {}).map(([id, schema]) => `${id}\u0000${json(schema)}`);
  parts.push(JSON.stringify(options) ?? '');
  const text = parts.join('\u0001');
  let name = names.get(text);
  if (name === undefined) {
    name = String(names.size);
    names.set(text, name);
  }
  return name;
}
