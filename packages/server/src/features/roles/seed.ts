import type { roles } from '@rimba/core';
import { grantTasks } from '../../auth/roles.js';
import type { SeedContext } from '../../resources/parts.js';

/** Roles a newcomer may choose when registering, with what each may do. */
export const openRoles: { role_name: string; description: string; tasks: string[] }[] = [
  {
    role_name: 'Staf Lapangan',
    description: 'Petugas penanaman dan pemantauan di lokasi proyek / field staff',
    tasks: ['departments.read', 'projects.read', 'api-token.create', 'api-token.read', 'api-token.delete'],
  },
  {
    role_name: 'Staf Kantor',
    description: 'Pengelola data dan konten di kantor / office staff',
    tasks: [
      'partners.read',
      'faq.read',
      'banner.read',
      'departments.read',
      'projects.read',
      'api-token.create',
      'api-token.read',
      'api-token.delete',
    ],
  },
];

/** The role that approves the registrations of its department. */
export const departmentAdminRole = {
  role_name: 'Admin Departemen',
  description: 'Menyetujui pendaftaran pengguna departemennya / approves its department’s registrations',
  tasks: [
    'users.read',
    'users.update',
    'users.approve',
    'roles.read',
    'departments.read',
    'projects.read',
    'api-token.create',
    'api-token.read',
    'api-token.delete',
  ],
};

/** The account roles of the demo content, with their tasks (created at every start before the demo). */
export async function seedRoles(seed: SeedContext<typeof roles>): Promise<void> {
  await seed.insert([
    ...openRoles.map(({ role_name, description }) => ({ role_name, description, open_registration: true })),
    {
      role_name: departmentAdminRole.role_name,
      description: departmentAdminRole.description,
      open_registration: false,
    },
  ]);
  for (const role of [...openRoles, departmentAdminRole])
    await grantTasks(seed.db, role.role_name, role.tasks);
}
