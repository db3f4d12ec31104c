import AjvCompiler from '@fastify/ajv-compiler';
import { type ApiMessageKey, apiMessage, isStorableText, type Lang, valueTypeNames } from '@rimba/core';
import type { FastifySchemaValidationError } from 'fastify';
import { schemaContext } from './schema-context.js';

/** A JSON schema node, as TypeBox writes it. */
type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Validator = ((data: unknown, ...rest: unknown[]) => unknown) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};
type Route = { schema: Schema; method: string; url: string; httpPart?: string };
type Compile = (route: Route) => Validator;

const shared = {
  // A key the schema does not declare is refused (400 naming it), never dropped unseen.
  removeAdditional: false,
  useDefaults: true,
  allowUnionTypes: true,
  // NaN and Infinity (`1e309` in JSON or a query) are no number anyone meant.
  strictNumbers: true,
} as const;

/**
 * JSON bodies say what they mean: `true` or `[2]` is not the id 1 or 2, so nothing is coerced. Query
 * strings and path parameters arrive as text, so a number is read from its text (a repeated parameter
 * is a list).
 */
const bodyOptions = { ...shared, coerceTypes: false } as const;
const textOptions = { ...shared, coerceTypes: 'array' } as const;

/** How a number is written in a query or a path: digits, and for a fractional number a point and an exponent. */
const numberText = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?(e[-+]?\d+)?$/i } as const;

const typesOf = (schema: Schema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
const branchesOf = (schema: Schema): Schema[] => schema.anyOf ?? schema.oneOf ?? [];

/** Whether a parameter is a number and nothing else, and which kind: the text it must be written as. */
function numericKind(schema: Schema | undefined): keyof typeof numberText | undefined {
  if (!schema) return undefined;
  const branches = branchesOf(schema);
  const types = branches.length > 0 ? branches.flatMap(typesOf) : typesOf(schema);
  if (types.length === 0 || !types.every((t) => t === 'integer' || t === 'number')) return undefined;
  return types.every((t) => t === 'integer') ? 'integer' : 'number';
}

const problem = (
  path: string,
  keyword: string,
  params: Record<string, unknown>,
  message: string,
): FastifySchemaValidationError => ({ instancePath: path, schemaPath: '', keyword, params, message });

/**
 * Ajv reads `1e3`, `0x10`, ` 2` and `Infinity` from a query string as numbers; a parameter declared as a
 * whole number must be written in plain digits instead, a fractional one as a decimal (`1e-7` is how
 * JavaScript writes a small one). Infinity, even as `1e309`, is refused by `strictNumbers`.
 */
function plainNumbers(schema: Schema, data: unknown): FastifySchemaValidationError | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  for (const [name, value] of Object.entries(data)) {
    const kind = numericKind(schema.properties?.[name]);
    if (!kind) continue;
    for (const text of Array.isArray(value) ? value : [value]) {
      if (typeof text === 'string' && !numberText[kind].test(text)) {
        return problem(`/${name}`, 'type', { type: kind }, `must be ${kind}`);
      }
    }
  }
  return undefined;
}

/**
 * Text that PostgreSQL cannot store (NUL, an unpaired surrogate), anywhere in a request part: in a value
 * or a key, at any depth, whatever the schema says of it. Every write meets it here, so a handler with its
 * own checks (or a value declared as anything) can never hand such text to the database. Walked without
 * recursion, since a body may nest deeper than the stack.
 */
function unstorableText(data: unknown): FastifySchemaValidationError | undefined {
  const pending: [unknown, string][] = [[data, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (!isStorableText(value))
        return problem(path, 'text', {}, 'must not contain NUL or unpaired surrogates');
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = `${path}/${key}`;
        if (!isStorableText(key))
          return problem(path, 'text', {}, 'must not contain NUL or unpaired surrogates');
        pending.push([item, at]);
      }
    }
  }
  return undefined;
}

/**
 * Integers past what JavaScript counts exactly, where the schema asks for an integer: Ajv takes 2**63 as
 * one, but it is no longer the number that was sent.
 */
function unsafeInteger(
  schema: Schema | undefined,
  value: unknown,
  path = '',
): FastifySchemaValidationError | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if (typeof value === 'number' && typesOf(schema).includes('integer') && !Number.isSafeInteger(value)) {
    return value > 0
      ? problem(path, 'maximum', { limit: Number.MAX_SAFE_INTEGER }, `must be <= ${Number.MAX_SAFE_INTEGER}`)
      : problem(path, 'minimum', { limit: Number.MIN_SAFE_INTEGER }, `must be >= ${Number.MIN_SAFE_INTEGER}`);
  }
  for (const branch of branchesOf(schema)) {
    const found = unsafeInteger(branch, value, path);
    if (found) return found;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unsafeInteger(schema.items, item, `${path}/${i}`);
      if (found) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    const rest = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
    for (const [key, item] of Object.entries(value)) {
      const found = unsafeInteger(schema.properties?.[key] ?? rest, item, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** A compiled Ajv validator with the checks above around it. */
function guarded(validate: Validator, schema: Schema, readsText: boolean): Validator {
  const check: Validator = (data, ...rest) => {
    const written = readsText ? plainNumbers(schema, data) : undefined;
    if (written) {
      check.errors = [written];
      return false;
    }
    const valid = validate(data, ...rest);
    if (valid !== true) {
      check.errors = validate.errors;
      return valid;
    }
    const found = unstorableText(data) ?? unsafeInteger(schema, data);
    check.errors = found ? [found] : null;
    return !found;
  };
  // Fastify hands Ajv's own validators the request, so a coerced root value can be written back.
  check.schemaEnv = validate.schemaEnv;
  return check;
}

/**
 * Ajv instances by their shared schemas and options. Fastify asks for a validator compiler in every
 * plugin context, and a new Ajv compiles its meta-schema first (about 0.3 s): with a context per
 * resource, one pool for the process keeps the start from growing with the resources.
 */
const pool = AjvCompiler();
/** The pool's compilers by schemaContext: the pool's own key writes out every shared schema each time. */
const pooled = new Map<string, Compile>();

/**
 * The validator factory of the app (Fastify's `schemaController.compilersFactory.buildValidator`): one
 * Ajv for JSON bodies, one for text parts, both knowing the shared schemas.
 */
export function buildRequestValidator(
  externalSchemas: Record<string, unknown>,
  options?: { plugins?: unknown[] },
): Compile {
  const build = (customOptions: object) => {
    const key = schemaContext(externalSchemas, [options, customOptions]);
    let compile = pooled.get(key);
    if (!compile) {
      compile = pool(externalSchemas as never, { ...options, customOptions } as never) as unknown as Compile;
      pooled.set(key, compile);
    }
    return compile;
  };
  const forBody = build(bodyOptions);
  const forText = build(textOptions);
  return (route) => {
    const readsText = route.httpPart !== 'body';
    const validate = (readsText ? forText : forBody)(route);
    return guarded(validate, route.schema, readsText);
  };
}

const keywordMessages: Record<string, ApiMessageKey> = {
  type: 'paramType',
  minimum: 'paramMin',
  exclusiveMinimum: 'paramMin',
  maximum: 'paramMax',
  exclusiveMaximum: 'paramMax',
  minLength: 'paramMinLength',
  maxLength: 'paramMaxLength',
  minItems: 'paramMinItems',
  maxItems: 'paramMaxItems',
  required: 'paramRequired',
  additionalProperties: 'paramUnknown',
  text: 'paramText',
};

/**
 * The message of a refused request part in the caller's language, naming the parameter: `page`, `id`,
 * `data.id`; the part itself (`body`) when the whole of it is wrong.
 */
export function validationMessage(
  errors: readonly FastifySchemaValidationError[],
  part: string,
  lang: Lang,
): string {
  const [error] = errors;
  if (!error) return apiMessage('badRequest', lang, { detail: part });
  const { params } = error;
  const path = error.instancePath.split('/').filter(Boolean);
  const named = params.missingProperty ?? params.additionalProperty;
  if (typeof named === 'string') path.push(named);
  const param = path.length > 0 ? path.join('.') : part;
  const key = keywordMessages[error.keyword] ?? 'paramInvalid';
  const types = String(params.type ?? '')
    .split(',')
    .map((t) => valueTypeNames[t]?.[lang] ?? t);
  const last = types.pop() ?? '';
  const type = types.length > 0 ? `${types.join(', ')} ${lang === 'id' ? 'atau' : 'or'} ${last}` : last;
  const detail = apiMessage(key, lang, { param, limit: String(params.limit ?? ''), type });
  return apiMessage('badRequest', lang, { detail });
}
