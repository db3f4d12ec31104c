import type { ResourceManifest } from '@rimba/core';
import type { AdminPart } from '../modules/part';
import { installModules } from '../modules/registry';
import { apiTokenAdmin } from './api-token';
import { qpassAppraisalsAdmin, rAppraisalsAdmin, smkkklAppraisalsAdmin } from './appraisals';
import { billingAddressAdmin } from './billing-address';
import { contohKomponenAdmin } from './contoh-komponen';
import { contohKomponenLogAdmin } from './contoh-komponen-log';
import { correctiveActionsAdmin } from './corrective-actions';
import { discountAdmin } from './discount';
import { donationDetailAdmin } from './donation-detail';
import { reportGrowthAdmin, reportPlantingAdmin } from './field-reports';
import { mapsAdmin } from './maps';
import { matrixAdmin } from './matrix';
import { nurseriesAdmin } from './nurseries';
import { paymentsAdmin } from './payments';
import { productBillingAdmin } from './product-billing';
import { projectsAdmin } from './projects';
import { rolesAdmin } from './roles';
import { standardizationAdmin } from './standardization';
import { treesAdmin } from './trees';
import { usersAdmin } from './users';
import { winDetailsAdmin } from './win-details';

/** Each resource's admin part, typed against its own fields; a resource without one shows the defaults. */
export type AdminManifest = { [K in keyof ResourceManifest]?: AdminPart<ResourceManifest[K]> };

/**
 * The admin's manifest: every resource's module configuration and further modules, in its own file. The
 * menu lists modules in the order of the resources; extra modules that follow no resource's module come
 * last, in this order.
 */
export const adminManifest: AdminManifest = {
  'contoh-komponen-log': contohKomponenLogAdmin,
  'contoh-komponen': contohKomponenAdmin,
  'donation-detail': donationDetailAdmin,
  'billing-address': billingAddressAdmin,
  payments: paymentsAdmin,
  discount: discountAdmin,
  trees: treesAdmin,
  maps: mapsAdmin,
  nurseries: nurseriesAdmin,
  standardization: standardizationAdmin,
  matrix: matrixAdmin,
  'product-billing': productBillingAdmin,
  'report-planting': reportPlantingAdmin,
  'report-growth': reportGrowthAdmin,
  projects: projectsAdmin,
  users: usersAdmin,
  roles: rolesAdmin,
  'api-token': apiTokenAdmin,
  'win-details': winDetailsAdmin,
  'corrective-actions': correctiveActionsAdmin,
  'qpass-appraisals': qpassAppraisalsAdmin,
  'smkkkl-appraisals': smkkklAppraisalsAdmin,
  'r-appraisals': rAppraisalsAdmin,
};

installModules(new Map(Object.entries(adminManifest) as [string, AdminPart][]));
