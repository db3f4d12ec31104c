import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { schemaContext } from './schema-context.js';

type Serializer = (data: unknown) => string;
type Compile = (route: { schema: unknown; method: string; url: string; httpStatus: string }) => Serializer;

const selector = SerializerSelector();
/** Serializers by their schema, shared schemas and options. */
const built = new Map<string, Serializer>();

/**
 * The response serializer factory of the app (Fastify's `schemaController.compilersFactory.buildSerializer`):
 * fast-json-stringify's, building each distinct response schema once for the process. Building one takes
 * milliseconds and the app answers about 600 routes, most with the same error and message bodies, so
 * without it the start grows with the resources (and each test app pays it again).
 */
export function buildResponseSerializer(externalSchemas: unknown, options: unknown): Compile {
  const compile = selector(externalSchemas as never, options as never) as unknown as Compile;
  const context = schemaContext(externalSchemas as Record<string, unknown>, options);
  return (route) => {
    const key = `${context}\n${JSON.stringify(route.schema)}`;
    let serializer = built.get(key);
    if (!serializer) {
      serializer = compile(route);
      built.set(key, serializer);
    }
    return serializer;
  };
}
