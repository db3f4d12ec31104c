import { type TSchema, Type } from '@sinclair/typebox';

/** The error body of every failing call. */
export const ErrorBody = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  },
  { $id: 'Error' },
);

export const MessageBody = Type.Object({ message: Type.String() });

/** A value of the schema, or null. */
export const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** The error answers a route may give, for its OpenAPI description. */
export function errorResponses(...statuses: number[]): Record<number, TSchema> {
  return Object.fromEntries(statuses.map((s) => [s, Type.Ref('Error')]));
}
