import {
  fieldOfficerReportTasks,
  fieldOperationsAllAreasTask,
  fieldSupervisorReportTasks,
  type roles,
} from '@rimba/core';
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

/** What every field worker reads: the places, farmers, fields and gardens of the field operations. */
const fieldOperationsReads = [
  'provinces.read',
  'units.read',
  'village.read',
  'farmers.read',
  'fields.read',
  'garden.read',
  'projects.read',
  'tree-species.read',
];
const ownTokens = ['api-token.create', 'api-token.read', 'api-token.delete'];

/**
 * The field roles: an officer reaches the gardens of their own management unit or project only (the
 * unit and project of their account), a supervisor those of every unit and project.
 */
export const fieldOfficerRole = {
  role_name: 'Petugas Lapangan',
  description:
    'Melaporkan kebun di unit atau proyeknya sendiri / reports on the gardens of their own unit or project',
  tasks: [
    ...fieldOperationsReads,
    'plant.read',
    'nurseries.read',
    'varieties.read',
    ...fieldOfficerReportTasks,
    ...ownTokens,
  ],
};
export const fieldSupervisorRole = {
  role_name: 'Supervisor Lapangan',
  description:
    'Memverifikasi laporan lapangan di semua unit dan proyek / verifies the field reports of every unit and project',
  tasks: [
    ...fieldOperationsReads,
    'trees.read',
    'nurseries.read',
    'varieties.read',
    'standardization.read',
    'matrix.read',
    'investor.read',
    'product-billing.read',
    'plant.read',
    fieldOperationsAllAreasTask,
    ...fieldSupervisorReportTasks,
    ...ownTokens,
  ],
};

/** The account roles of the demo content, with their tasks (created at every start before the demo). */
export async function seedRoles(seed: SeedContext<typeof roles>): Promise<void> {
  await seed.insert([
    ...openRoles.map(({ role_name, description }) => ({ role_name, description, open_registration: true })),
    ...[departmentAdminRole, fieldOfficerRole, fieldSupervisorRole].map(({ role_name, description }) => ({
      role_name,
      description,
      open_registration: false,
    })),
  ]);
  for (const role of [...openRoles, departmentAdminRole, fieldOfficerRole, fieldSupervisorRole])
    await grantTasks(seed.db, role.role_name, role.tasks);
}
