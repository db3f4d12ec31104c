import type { users } from '@rimba/core';
import type { Kysely } from 'kysely';
import { generatePassword, hashPassword } from '../../auth/passwords.js';
import type { Database } from '../../db/schema.js';
import type { Row } from '../../resources/operations.js';
import type { SeedContext } from '../../resources/parts.js';
import {
  fieldOfficerRole,
  fieldSupervisorRole,
  qhseAuditorRole,
  qhseManagerRole,
  qhseVerifierRole,
} from '../roles/seed.js';

type AnyDb = Kysely<Record<string, Row>>;

/**
 * A field officer of the management unit of the first demo garden, on the project of the first demo
 * garden of another unit, and a field supervisor of every area; a QHSE auditor of that same unit, and a
 * QHSE verifier and manager, who reach every area, on its staff. Nobody knows their passwords: the super
 * user sets one, or they ask for the reset mail.
 */
export async function seedUsers(seed: SeedContext<typeof users>): Promise<void> {
  const db = seed.db as unknown as AnyDb;
  const roleId = async (name: string) =>
    Number((await db.selectFrom('roles').select('id').where('role_name', '=', name).executeTakeFirst())?.id);
  const first = await db.selectFrom('gardens').select('unit_id').orderBy('id').executeTakeFirst();
  if (!first) return;
  const project = await db
    .selectFrom('gardens')
    .innerJoin('projects', 'projects.id', 'gardens.project_id')
    .select(['projects.id', 'projects.department_id'])
    .where('gardens.unit_id', '<>', first.unit_id)
    .orderBy('gardens.id')
    .executeTakeFirst();
  const account = async (username: string, fullname: string, role: string) => ({
    username,
    fullname,
    email: `${username}@rimba.example.id`,
    password: await hashPassword(generatePassword()),
    role_id: await roleId(role),
    status_code: 'approved' as const,
  });
  await (seed.db as Kysely<Database>)
    .insertInto('users')
    .values([
      {
        ...(await account('petugas.lapangan', 'Petugas Lapangan Demo', fieldOfficerRole.role_name)),
        unit_id: Number(first.unit_id),
        project_id: project ? Number(project.id) : null,
        department_id: project ? Number(project.department_id) : null,
      },
      await account('supervisor.lapangan', 'Supervisor Lapangan Demo', fieldSupervisorRole.role_name),
      ...(
        await Promise.all([
          account('auditor', 'Auditor QHSE Demo', qhseAuditorRole.role_name),
          account('verifikator', 'Verifikator QHSE Demo', qhseVerifierRole.role_name),
          account('manajer.qhse', 'Manajer QHSE Demo', qhseManagerRole.role_name),
        ])
      ).map((qhse) => ({ ...qhse, unit_id: Number(first.unit_id) })),
    ])
    .execute();
}
