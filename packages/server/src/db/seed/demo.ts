import type { Resource } from '@rimba/core';
import type { Insertable, Kysely } from 'kysely';
import type { SeedContext, SeedRow, ServerPart } from '../../resources/parts.js';
import { toColumns } from '../../resources/stored-values.js';
import type { FileStore } from '../../storage/store.js';
import type { Database } from '../schema.js';
import { attachedUploads, type DemoImage, storeDemoImage } from './images.js';
import { seededRandom } from './random.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** The setting that records that the demo content was loaded, so a later start does not load it again. */
export const demoMarker = 'demo_content';

const fileTypes = new Set(['image', 'file', 'images', 'videos']);
const urlsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

/**
 * Loads the demo content: each resource's demo rows, in the order of the server's manifest, in one
 * transaction. Demo pictures go where uploads go, and are recorded as uploads attached to the first
 * record that holds them, so the sweep keeps them. Deterministic for a seed.
 */
export async function loadDemoContent(
  db: Kysely<Database>,
  store: FileStore,
  parts: Iterable<[Resource, ServerPart]>,
  seed = 2007,
): Promise<void> {
  const random = seededRandom(seed);
  const seeded = new Map<string, number[]>();
  const stored = new Map<string, DemoImage>();
  await db.transaction().execute(async (trx) => {
    const uploads: Insertable<Database['uploads']>[] = [];
    for (const [resource, part] of parts) {
      if (!part.seed) continue;
      const fileFields = resource.fields.filter((f) => fileTypes.has(f.type));
      const context: SeedContext = {
        db: trx,
        random,
        base: Date.UTC(2026, 0, 1),
        ids: (name) => seeded.get(name) ?? [],
        file: async (name, content) => {
          const image = await storeDemoImage(store, name, content);
          stored.set(image.url, image);
          return image.url;
        },
        insert: async (rows: SeedRow<Resource>[]) => {
          if (rows.length === 0) return [];
          const values = await Promise.all(rows.map((row) => toColumns(resource, row)));
          const inserted = await (trx as unknown as AnyDb)
            .insertInto(resource.table)
            .values(values)
            .returning('id')
            .execute();
          const ids = inserted.map((r) => Number(r.id));
          seeded.set(resource.name, [...(seeded.get(resource.name) ?? []), ...ids]);
          for (const field of fileFields) {
            rows.forEach((row, i) => {
              const images = urlsIn(row[field.name as keyof typeof row]).flatMap(
                (url) => stored.get(url) ?? [],
              );
              uploads.push(
                ...attachedUploads(
                  images,
                  resource.name,
                  field.name,
                  images.map(() => ids[i]!),
                ),
              );
            });
          }
          return ids;
        },
      };
      await part.seed(context);
    }
    if (uploads.length > 0) {
      await trx
        .insertInto('uploads')
        .values(uploads)
        .onConflict((oc) => oc.column('url').doNothing())
        .execute();
    }
    await trx
      .insertInto('app_settings')
      .values({ key: demoMarker, value: new Date().toISOString() })
      .execute();
  });
}
