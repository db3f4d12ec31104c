import {
  appraisalManagerTasks,
  appraisalVerifierTasks,
  appraiserTasks,
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

/** What QHSE staff read: the sites appraised, the checklist templates and the corrective actions. */
const qhseReads = [
  'units.read',
  'projects.read',
  'nurseries.read',
  'garden.read',
  'checklist-templates.read',
  'corrective-actions.read',
];

/**
 * The QHSE roles: an auditor appraises the sites of their own unit or project and works on the corrective
 * actions they own; a verifier verifies the appraisals of every area and the actions done; the QHSE
 * manager approves appraisals, keeps the checklist templates and handles customer complaints.
 */
export const qhseAuditorRole = {
  role_name: 'Auditor QHSE',
  description:
    'Menilai QPASS, SMK3L dan 5R di unit atau proyeknya sendiri / appraises QPASS, SMK3L and 5R in their own unit or project',
  tasks: [...qhseReads, ...appraiserTasks, 'corrective-actions.work', ...ownTokens],
};
export const qhseVerifierRole = {
  role_name: 'Verifikator QHSE',
  description:
    'Memverifikasi penilaian dan tindakan perbaikan di semua unit dan proyek / verifies the appraisals and corrective actions of every unit and project',
  tasks: [
    ...qhseReads,
    ...appraisalVerifierTasks,
    'corrective-actions.verify',
    fieldOperationsAllAreasTask,
    ...ownTokens,
  ],
};
export const qhseManagerRole = {
  role_name: 'Manajer QHSE',
  description:
    'Menyetujui penilaian, mengelola templat daftar periksa dan keluhan pelanggan / approves appraisals, keeps the checklist templates and customer complaints',
  tasks: [
    ...qhseReads,
    // To choose who owns a corrective action or handles a complaint.
    'users.read',
    ...appraisalManagerTasks,
    'checklist-templates.create',
    'checklist-templates.update',
    'checklist-templates.delete',
    'checklist-templates.publish',
    'corrective-actions.update',
    'corrective-actions.work',
    'corrective-actions.verify',
    'customer-complaints.create',
    'customer-complaints.read',
    'customer-complaints.update',
    'customer-complaints.delete',
    'customer-complaints.handle',
    fieldOperationsAllAreasTask,
    ...ownTokens,
  ],
};

/** The roles only the super user gives, beside those a newcomer may choose. */
const staffRoles = [
  departmentAdminRole,
  fieldOfficerRole,
  fieldSupervisorRole,
  qhseAuditorRole,
  qhseVerifierRole,
  qhseManagerRole,
];

/** The account roles of the demo content, with their tasks (created at every start before the demo). */
export async function seedRoles(seed: SeedContext<typeof roles>): Promise<void> {
  await seed.insert([
    ...openRoles.map(({ role_name, description }) => ({ role_name, description, open_registration: true })),
    ...staffRoles.map(({ role_name, description }) => ({
      role_name,
      description,
      open_registration: false,
    })),
  ]);
  for (const role of [...openRoles, ...staffRoles]) await grantTasks(seed.db, role.role_name, role.tasks);
}
