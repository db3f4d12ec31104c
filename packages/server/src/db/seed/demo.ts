import path from 'node:path';
import type { Resource } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { SeedContext, SeedRow, ServerPart } from '../../resources/parts.js';
import { toColumns } from '../../resources/stored-values.js';
import type { Database } from '../schema.js';
import { writeDemoImage } from './images.js';
import { seededRandom } from './random.js';

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** The setting that records that the demo content was loaded, so a later start does not load it again. */
export const demoMarker = 'demo_content';

/**
 * Loads the demo content: each resource's demo rows, in the order of the server's manifest, in one
 * transaction. Deterministic for a seed.
 */
export async function loadDemoContent(
  db: Kysely<Database>,
  dataDir: string,
  parts: Iterable<[Resource, ServerPart]>,
  seed = 2007,
): Promise<void> {
  const random = seededRandom(seed);
  const uploadsDir = path.join(dataDir, 'uploads');
  const seeded = new Map<string, number[]>();
  await db.transaction().execute(async (trx) => {
    for (const [resource, part] of parts) {
      if (!part.seed) continue;
      const context: SeedContext = {
        db: trx,
        random,
        base: Date.UTC(2026, 0, 1),
        ids: (name) => seeded.get(name) ?? [],
        file: (name, content) => writeDemoImage(uploadsDir, name, content),
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
          return ids;
        },
      };
      await part.seed(context);
    }
    await trx
      .insertInto('app_settings')
      .values({ key: demoMarker, value: new Date().toISOString() })
      .execute();
  });
}
