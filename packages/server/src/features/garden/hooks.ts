import {
  type FieldErrors,
  type garden,
  type PolygonGeometry,
  type Position,
  polygonContains,
  polygonCorners,
  type Text,
} from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Row } from '../../resources/operations.js';
import type { ResourceHooks } from '../../resources/parts.js';
import { shapeInIndonesia } from '../fields/hooks.js';

const messages = {
  outsideField: {
    id: 'Batas kebun harus berada di dalam batas lahannya; gambar batasnya sekali lagi',
    en: "The garden's boundary must lie inside its field's boundary; draw it again",
  },
  outsideIndonesia: {
    id: 'Batas kebun berada di luar wilayah Indonesia; gambar batasnya di peta sekali lagi',
    en: "The garden's boundary lies outside Indonesia's extent; draw it on the map again",
  },
} satisfies Record<string, Text>;

/** How far a garden's corner may stray outside its field's boundary: a phone's GPS is good to a few metres. */
const toleranceMetres = 10;
const metresPerDegree = 111_195;

/** The distance in metres from a point to a segment, on a flat map around the point (fine at this size). */
function metresToSegment(p: Position, a: Position, b: Position): number {
  const scale = Math.cos((p[1] * Math.PI) / 180);
  const [ax, ay] = [(a[0] - p[0]) * scale, a[1] - p[1]];
  const [bx, by] = [(b[0] - p[0]) * scale, b[1] - p[1]];
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length));
  return Math.hypot(ax + t * dx, ay + t * dy) * metresPerDegree;
}

/** Whether a point lies inside a shape or within the tolerance of its edges. */
function nearlyInside(shape: PolygonGeometry, p: Position): boolean {
  if (polygonContains(shape, p)) return true;
  const rings = (shape.type === 'Polygon' ? [shape.coordinates] : shape.coordinates).flat();
  return rings.some((ring) =>
    ring.some((a, i) => i > 0 && metresToSegment(p, ring[i - 1]!, a) <= toleranceMetres),
  );
}

type AnyDb = Kysely<Record<string, Row>>;

/** The management unit a field lies in (its village's), or undefined for no such field. */
async function unitOfField(db: AnyDb, fieldId: unknown): Promise<number | undefined> {
  if (typeof fieldId !== 'number') return undefined;
  const place = await db
    .selectFrom('planting_fields')
    .innerJoin('villages', 'villages.id', 'planting_fields.village_id')
    .select('villages.unit_id')
    .where('planting_fields.id', '=', fieldId)
    .executeTakeFirst();
  return place && Number(place.unit_id);
}

/**
 * A garden's boundary lies inside its field's, when the field has one (each corner of the garden inside
 * it, or within 10 m of its edge); otherwise inside Indonesia, unless the field is marked as lying outside.
 * On an update the row as stored stands in for the fields not sent. The garden takes its management unit
 * from its field's village.
 */
export const gardenHooks: ResourceHooks<typeof garden> = {
  async check(ctx, values, change) {
    const errors: FieldErrors = {};
    const row = { ...change.previous, ...values };
    if (!row.boundary || !('boundary' in values || 'field_id' in values)) return errors;
    const field = await (ctx.db as unknown as AnyDb)
      .selectFrom('planting_fields')
      .select(['boundary', 'outside_indonesia'])
      .where('id', '=', row.field_id)
      .executeTakeFirst();
    // A field that does not exist is refused by its lookup.
    if (!field) return errors;
    const fieldShape = field.boundary as PolygonGeometry | null;
    if (fieldShape) {
      if (!polygonCorners(row.boundary).every((corner) => nearlyInside(fieldShape, corner))) {
        errors.boundary = [messages.outsideField[ctx.lang]];
      }
    } else if (!field.outside_indonesia && !shapeInIndonesia(row.boundary)) {
      errors.boundary = [messages.outsideIndonesia[ctx.lang]];
    }
    return errors;
  },
  async beforeChange(ctx, values) {
    if (!('field_id' in values)) return undefined;
    // A field that does not exist is refused by its lookup.
    const unit = await unitOfField(ctx.db as unknown as AnyDb, values.field_id);
    return unit === undefined ? undefined : { unit_id: unit };
  },
};
