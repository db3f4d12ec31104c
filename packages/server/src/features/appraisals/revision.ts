import { dayIn, isInLockPeriod, type Lang, type Resource, type Text } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../http/errors.js';
import type { Row } from '../../resources/operations.js';

/** What a revision starts without: the verification's columns, and those the copy gets anew. */
const notCopied = new Set([
  'status',
  'verifier_id',
  'approver_id',
  'approved_at',
  'revision_no',
  'revision_of_id',
]);

const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/** The first of an appraisal's revisions, which its later ones and its corrective actions name. */
export const firstRevisionOf = (appraisal: Row) => Number(appraisal.revision_of_id ?? appraisal.id);

/**
 * Refuses a new revision of an approved appraisal that cannot have one: one whose date lies in a closed
 * period, since its copy could never be changed (422), or one that is not the newest of its revisions (409).
 */
export async function assertRevisable(
  db: Kysely<Database>,
  resource: Resource,
  appraisal: Row,
  lang: Lang,
): Promise<void> {
  const date = String(appraisal.appraisal_date);
  if (!isInLockPeriod(date, dayIn(new Date()))) {
    const closed: Text = {
      id: 'Cut Off Peride Aktif: tanggal penilaian ini berada di periode yang sudah ditutup, sehingga revisi baru tidak dapat dibuat',
      en: "Cut-off passed: this appraisal's date lies in a closed period, so no new revision can be made",
    };
    throw new HttpError(422, closed[lang], { appraisal_date: [closed[lang]] });
  }
  const first = firstRevisionOf(appraisal);
  const newest = await anyDb(db)
    .selectFrom(resource.table)
    .select(['id', 'revision_no'])
    .where((eb) => eb.or([eb('id', '=', first), eb('revision_of_id', '=', first)]))
    .orderBy('revision_no', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  if (Number(newest.id) !== Number(appraisal.id)) {
    const later: Text = {
      id: `Penilaian ini sudah memiliki revisi yang lebih baru (revisi ke-${newest.revision_no}); buat revisi dari yang terbaru`,
      en: `This appraisal already has a newer revision (revision ${newest.revision_no}); make a revision of the newest`,
    };
    throw new HttpError(409, later[lang]);
  }
}

/**
 * Opens a new revision of an approved appraisal, in the transition's transaction: a draft copy of its
 * values and answers (and so of the scores kept from them, on the same template version), named after the
 * first revision and numbered after the highest of them; the approved appraisal stays as it was. Answers
 * the copy's id.
 */
export async function openRevision(
  db: Kysely<Database>,
  resource: Resource,
  appraisal: Row,
): Promise<number> {
  const first = firstRevisionOf(appraisal);
  const columns = resource.fields.map((f) => f.name).filter((name) => !notCopied.has(name));
  const table = sql.table(resource.table);
  const copied = sql.join(columns.map((c) => sql.ref(c)));
  const { rows } = await sql<{ id: number }>`
    insert into ${table} (${copied}, status, revision_of_id, revision_no)
    select ${copied}, 'draft', ${first},
      (select max(revision_no) + 1 from ${table} where id = ${first} or revision_of_id = ${first})
    from ${table} where id = ${Number(appraisal.id)}
    returning id`.execute(db);
  return Number(rows[0]!.id);
}
