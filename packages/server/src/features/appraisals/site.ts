import type { FieldErrors, Lang, Text } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';

/** The field naming the site of each site type; an office is its unit's. */
export const siteFields = {
  project: 'project_id',
  nursery: 'nursery_id',
  garden: 'garden_id',
} as const satisfies Record<string, string>;

type SiteType = keyof typeof siteFields;

const isSiteType = (value: unknown): value is SiteType =>
  typeof value === 'string' && Object.hasOwn(siteFields, value);

const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

const messages = {
  project: { id: 'Pilih proyek yang dinilai', en: 'Choose the project appraised' },
  nursery: { id: 'Pilih persemaian yang dinilai', en: 'Choose the nursery appraised' },
  garden: { id: 'Pilih kebun yang dinilai', en: 'Choose the garden appraised' },
  otherUnit: {
    nursery: {
      id: 'Persemaian ini bukan milik unit manajemen penilaian',
      en: "This nursery is not of the appraisal's management unit",
    },
    garden: {
      id: 'Kebun ini bukan milik unit manajemen penilaian',
      en: "This garden is not of the appraisal's management unit",
    },
  },
} satisfies Record<string, Text | Record<string, Text>>;

/**
 * Why the site of an appraisal (as it will be stored) does not hold: its type's site is missing, or a
 * nursery or garden lies in another unit than the appraisal's.
 */
export async function siteErrors(db: Kysely<Database>, appraisal: Row, lang: Lang): Promise<FieldErrors> {
  const type = appraisal.site_type;
  if (!isSiteType(type)) return {};
  const field = siteFields[type];
  if (appraisal[field] == null) return { [field]: [messages[type][lang]] };
  if (type === 'project') return {};
  const site = await anyDb(db)
    .selectFrom(type === 'garden' ? 'gardens' : 'nurseries')
    .select('unit_id')
    .where('id', '=', Number(appraisal[field]))
    .executeTakeFirst();
  if (site && Number(site.unit_id) !== Number(appraisal.unit_id)) {
    return { [field]: [messages.otherUnit[type][lang]] };
  }
  return {};
}

/** The site fields an appraisal of its type does not use, emptied: a garden appraisal names no nursery. */
export function unusedSites(appraisal: Row): Row {
  const type = appraisal.site_type;
  return Object.fromEntries(
    (['nursery', 'garden'] as const)
      .filter((t) => t !== type && appraisal[siteFields[t]] != null)
      .map((t) => [siteFields[t], null]),
  );
}

/** How a reader knows the site: its project's or nursery's name, its garden's code, or its unit's office. */
export async function siteLabel(db: Kysely<Database>, appraisal: Row, lang: Lang = 'id'): Promise<string> {
  const type = appraisal.site_type;
  const one = (table: string, column: string, id: unknown) =>
    anyDb(db)
      .selectFrom(table)
      .select(column)
      .where('id', '=', Number(id ?? 0))
      .executeTakeFirst()
      .then((r) => String(r?.[column] ?? ''));
  if (type === 'project') return one('projects', 'project_name', appraisal.project_id);
  if (type === 'nursery') return one('nurseries', 'nursery_name', appraisal.nursery_id);
  if (type === 'garden') return one('gardens', 'garden_code', appraisal.garden_id);
  const unit = await one('management_units', 'unit_management_name', appraisal.unit_id);
  return lang === 'en' ? `${unit} office` : `Kantor ${unit}`;
}
