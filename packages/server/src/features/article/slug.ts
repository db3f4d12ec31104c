import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';

/** A title as a slug: lower-case ASCII words joined by dashes, with at least one letter. */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '');
  return /[a-z]/.test(words) ? words : `artikel-${words || 'baru'}`.replace(/-+$/, '');
}

/** The slug itself when no other article has it, else the first of `slug-2`, `slug-3`… that is free. */
export async function freeSlug(db: Kysely<Database>, slug: string, ownId?: number): Promise<string> {
  const taken = await (db as unknown as Kysely<Record<string, Row>>)
    .selectFrom('articles')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', slug), eb('slug', 'like', `${slug}-%`)]))
    .$if(ownId !== undefined, (q) => q.where('id', '<>', ownId!))
    .execute();
  const used = new Set(taken.map((r) => String(r.slug)));
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}
