import type { Lang } from '@rimba/core';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Row } from '../resources/operations.js';

/** Someone a workflow mail goes to. */
export interface Recipient {
  fullname: string;
  email: string;
  lang: string | null;
}

/** The language a recipient reads: their own, else Indonesian. */
export const recipientLang = (lang: string | null): Lang => (lang === 'en' ? 'en' : 'id');

/** The most people told of one step of a workflow. */
export const maxRecipients = 50;

const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

/** Who holds a task and reaches a row of a unit or project. */
export interface TaskHolders {
  task: string;
  unitId: unknown;
  projectId: unknown;
  /** The task that reaches every unit and project. */
  allAreas: string;
  /** Someone not to tell (the author of the row). */
  except?: unknown;
}

/**
 * The active users whose role holds a task and who reach the row: of its unit or its project, or holding
 * every area; at most `maxRecipients`, the earliest accounts first.
 */
export async function taskHolders(db: Kysely<Database>, who: TaskHolders): Promise<Recipient[]> {
  const holds = (task: string) => (eb: ExpressionBuilder<Record<string, Row>, 'u'>) =>
    eb.exists(
      eb
        .selectFrom('role_tasks as rt')
        .innerJoin('tasks as k', 'k.id', 'rt.task_id')
        .select('rt.task_id')
        .whereRef('rt.role_id', '=', 'u.role_id')
        .where('k.name', '=', task),
    );
  const rows = await anyDb(db)
    .selectFrom('users as u')
    .select(['u.fullname', 'u.email', 'u.lang'])
    .where((eb) => holds(who.task)(eb))
    .where('u.status_code', '=', 'approved')
    .where((eb) =>
      eb.or([
        eb('u.unit_id', '=', Number(who.unitId ?? 0)),
        eb('u.project_id', '=', Number(who.projectId ?? 0)),
        holds(who.allAreas)(eb),
      ]),
    )
    .$if(who.except != null, (q) => q.where('u.id', '<>', Number(who.except)))
    .orderBy('u.id')
    .limit(maxRecipients)
    .execute();
  return rows as unknown as Recipient[];
}

/** A user as a recipient, or undefined for none. */
export async function userRecipient(db: Kysely<Database>, id: unknown): Promise<Recipient | undefined> {
  if (id == null) return undefined;
  return (await anyDb(db)
    .selectFrom('users')
    .select(['fullname', 'email', 'lang'])
    .where('id', '=', Number(id))
    .executeTakeFirst()) as Recipient | undefined;
}
