import {
  billingAddress,
  contohKomponen,
  contohKomponenLog,
  departments,
  donationDetail,
  faq,
  projects,
  type Resource,
  type ResourceManifest,
  resourceManifest,
  roles,
  tasks,
} from '@rimba/core';
import type { PaidResource } from '../payments/ledger.js';
import { type ServerPart, serverPart } from '../resources/parts.js';
import { aboutTimelinePart } from './about-timeline/index.js';
import { annualReportPart } from './annual-report/index.js';
import { apiTokenPart } from './api-token/index.js';
import { articlePart } from './article/index.js';
import { articleCategoriesPart } from './article-categories/index.js';
import { articleCommentPart } from './article-comment/index.js';
import { articlePhotosPart } from './article-photos/index.js';
import { articleVisitorsPart } from './article-visitors/index.js';
import { bannerPart } from './banner/index.js';
import { billingAddressPart } from './billing-address/index.js';
import { orderPayment } from './billing-address/payment.js';
import { categoryEventPart } from './category-event/index.js';
import { categoryTeamPart } from './category-team/index.js';
import { checklistTemplatesPart } from './checklist-templates/index.js';
import { companyContactsPart } from './company-contacts/index.js';
import { seedContohKomponen } from './contoh-komponen/seed.js';
import { seedContohKomponenLog } from './contoh-komponen-log/seed.js';
import { correctiveActionsPart } from './corrective-actions/index.js';
import { customerComplaintsPart } from './customer-complaints/index.js';
import { dashboardMigrations } from './dashboard/index.js';
import { seedDepartments } from './departments/seed.js';
import { detailPhotoGalleryPart } from './detail-photo-gallery/index.js';
import { discountPart } from './discount/index.js';
import { donationCategoriesPart } from './donation-categories/index.js';
import { donationDetailPart } from './donation-detail/index.js';
import { donationPayment } from './donation-detail/payment.js';
import { eventPart } from './event/index.js';
import { faqMigration } from './faq/migration.js';
import { seedFaq } from './faq/seed.js';
import { farmersPart } from './farmers/index.js';
import { fieldsPart } from './fields/index.js';
import { gardenPart } from './garden/index.js';
import { getInvolvedPart } from './get-involved/index.js';
import { getInvolvedCategoryPart } from './get-involved-category/index.js';
import { impactFiguresPart } from './impact-figures/index.js';
import { investorPart } from './investor/index.js';
import { jobVacancyPart } from './job-vacancy/index.js';
import { legalPagesPart } from './legal-pages/index.js';
import { mapsPart } from './maps/index.js';
import { matrixPart } from './matrix/index.js';
import { nurseriesPart } from './nurseries/index.js';
import { othersTokenPart } from './others-token/index.js';
import { ourStoriesPart } from './our-stories/index.js';
import { ourStoriesCategoriesPart } from './our-stories-categories/index.js';
import { partnersPart } from './partners/index.js';
import { paymentMethodPart } from './payment-method/index.js';
import { paymentsPart } from './payments/index.js';
import { photoGalleryPart } from './photo-gallery/index.js';
import { plantPart } from './plant/index.js';
import { productBillingPart } from './product-billing/index.js';
import { productCategoriesPart } from './product-categories/index.js';
import { productCommentPart } from './product-comment/index.js';
import { productPhotosPart } from './product-photos/index.js';
import { productsPart } from './products/index.js';
import { seedProjects } from './projects/seed.js';
import { provincesPart } from './provinces/index.js';
import { qhseReportMigrations } from './qhse-reports/index.js';
import { qpassAppraisalsPart } from './qpass-appraisals/index.js';
import { rAppraisalsPart } from './r-appraisals/index.js';
import { reportBugPart } from './report-bug/index.js';
import { reportEnvironmentPart } from './report-environment/index.js';
import { reportGrowthPart } from './report-growth/index.js';
import { reportHarvestPart } from './report-harvest/index.js';
import { reportNutritionPart } from './report-nutrition/index.js';
import { reportPlantingPart } from './report-planting/index.js';
import { reportSoilPart } from './report-soil/index.js';
import { roleHooks } from './roles/hooks.js';
import { seedRoles } from './roles/seed.js';
import { settingDonationPart } from './setting-donation/index.js';
import { smkkklAppraisalsPart } from './smkkkl-appraisals/index.js';
import { socialMediaPart } from './social-media/index.js';
import { sponsorsPart } from './sponsors/index.js';
import { standardizationPart } from './standardization/index.js';
import { subscribersPart } from './subscribers/index.js';
import { taskHooks } from './tasks/hooks.js';
import { teamPart } from './team/index.js';
import { treeSpeciesPart } from './tree-species/index.js';
import { treesPart } from './trees/index.js';
import { unitsPart } from './units/index.js';
import { uploadFileMediaPart } from './upload-file-media/index.js';
import { usersPart } from './users/index.js';
import { varietiesPart } from './varieties/index.js';
import { videoGalleryPart } from './video-gallery/index.js';
import { villagePart } from './village/index.js';
import { winPart } from './win/index.js';
import { winDetailsPart } from './win-details/index.js';

/** Each resource's server part, typed against its own fields; a resource without one is plain data. */
export type ServerManifest = { [K in keyof ResourceManifest]?: ServerPart<ResourceManifest[K]> };

/**
 * The server's manifest: every resource's hooks, mails, migrations and demo rows, in its own folder. Demo
 * rows are written in this order.
 */
export const serverManifest: ServerManifest = {
  partners: partnersPart,
  faq: serverPart(faq, { migrations: faqMigration, seed: seedFaq }),
  banner: bannerPart,
  'article-categories': articleCategoriesPart,
  article: articlePart,
  'article-photos': articlePhotosPart,
  'article-comment': articleCommentPart,
  'article-visitors': articleVisitorsPart,
  'our-stories-categories': ourStoriesCategoriesPart,
  'our-stories': ourStoriesPart,
  subscribers: subscribersPart,
  'impact-figures': impactFiguresPart,
  'about-timeline': aboutTimelinePart,
  'legal-pages': legalPagesPart,
  'photo-gallery': photoGalleryPart,
  'detail-photo-gallery': detailPhotoGalleryPart,
  'upload-file-media': uploadFileMediaPart,
  'video-gallery': videoGalleryPart,
  'tree-species': treeSpeciesPart,
  provinces: provincesPart,
  units: unitsPart,
  village: villagePart,
  farmers: farmersPart,
  fields: fieldsPart,
  // Before the gardens, some of which are a project's.
  departments: serverPart(departments, { seed: seedDepartments }),
  projects: serverPart(projects, { seed: seedProjects }),
  garden: gardenPart,
  trees: treesPart,
  maps: mapsPart,
  nurseries: nurseriesPart,
  varieties: varietiesPart,
  standardization: standardizationPart,
  plant: plantPart,
  matrix: matrixPart,
  'product-billing': productBillingPart,
  'report-planting': reportPlantingPart,
  'report-growth': reportGrowthPart,
  'report-harvest': reportHarvestPart,
  'report-nutrition': reportNutritionPart,
  'report-soil': reportSoilPart,
  'report-bug': reportBugPart,
  'report-environment': reportEnvironmentPart,
  'social-media': socialMediaPart,
  'company-contacts': companyContactsPart,
  'category-event': categoryEventPart,
  event: eventPart,
  'get-involved-category': getInvolvedCategoryPart,
  'get-involved': getInvolvedPart,
  'job-vacancy': jobVacancyPart,
  'annual-report': annualReportPart,
  'category-team': categoryTeamPart,
  team: teamPart,
  'product-categories': productCategoriesPart,
  products: productsPart,
  'product-photos': productPhotosPart,
  'product-comment': productCommentPart,
  discount: discountPart,
  'donation-categories': donationCategoriesPart,
  'payment-method': paymentMethodPart,
  'setting-donation': settingDonationPart,
  sponsors: sponsorsPart,
  'donation-detail': donationDetailPart,
  win: winPart,
  'win-details': winDetailsPart,
  'billing-address': billingAddressPart,
  payments: paymentsPart,
  'contoh-komponen': serverPart(contohKomponen, { seed: seedContohKomponen }),
  'contoh-komponen-log': serverPart(contohKomponenLog, { seed: seedContohKomponenLog }),
  investor: investorPart,
  // The demo users are given the demo roles.
  roles: serverPart(roles, { hooks: roleHooks, seed: seedRoles }),
  users: usersPart,
  // After the demo users, who make, verify and approve the demo appraisals.
  'checklist-templates': checklistTemplatesPart,
  'qpass-appraisals': qpassAppraisalsPart,
  'smkkkl-appraisals': smkkklAppraisalsPart,
  'r-appraisals': rAppraisalsPart,
  'corrective-actions': correctiveActionsPart,
  'customer-complaints': customerComplaintsPart,
  tasks: serverPart(tasks, { hooks: taskHooks }),
  'api-token': apiTokenPart,
  'others-token': othersTokenPart,
};

/** The resources paid for through a provider, and what a confirmed payment does to each. */
export const paidResources: readonly PaidResource[] = [
  { column: 'donation_id', resource: donationDetail, purpose: donationPayment },
  { column: 'order_id', resource: billingAddress, purpose: orderPayment },
];

/** The parts with their resources, in the manifest's order. */
export function serverParts(): [Resource, ServerPart][] {
  return Object.entries(serverManifest).map(([name, part]) => [
    resourceManifest[name as keyof ResourceManifest] as Resource,
    part as ServerPart,
  ]);
}

/** The migrations every resource brings. */
export function resourceMigrations(): Record<string, readonly string[]> {
  return Object.assign(
    {},
    ...serverParts().map(([, part]) => part.migrations ?? {}),
    dashboardMigrations,
    qhseReportMigrations,
  );
}
