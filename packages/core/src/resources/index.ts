import { checkPublicChildren } from '../public.js';
import type { Resource } from '../resource.js';
import { type TaskGroup, taskGroup } from '../task-descriptions.js';
import { aboutTimeline } from './about-timeline.js';
import { annualReport } from './annual-report.js';
import { article } from './article.js';
import { articleCategories } from './article-categories.js';
import { articleComment } from './article-comment.js';
import { articlePhotos } from './article-photos.js';
import { articleVisitors } from './article-visitors.js';
import { banner } from './banner.js';
import { billingAddress } from './billing-address.js';
import { categoryEvent } from './category-event.js';
import { categoryTeam } from './category-team.js';
import { checklistTemplates } from './checklist-templates.js';
import { companyContacts } from './company-contacts.js';
import { contohKomponen } from './contoh-komponen.js';
import { contohKomponenLog } from './contoh-komponen-log.js';
import { correctiveActions } from './corrective-actions.js';
import { customerComplaints } from './customer-complaints.js';
import { departments } from './departments.js';
import { detailPhotoGallery } from './detail-photo-gallery.js';
import { discount } from './discount.js';
import { donationCategories } from './donation-categories.js';
import { donationDetail } from './donation-detail.js';
import { event } from './event.js';
import { faq } from './faq.js';
import { farmers } from './farmers.js';
import { fields } from './fields.js';
import { garden } from './garden.js';
import { getInvolved } from './get-involved.js';
import { getInvolvedCategory } from './get-involved-category.js';
import { impactFigures } from './impact-figures.js';
import { investor } from './investor.js';
import { jobVacancy } from './job-vacancy.js';
import { legalPages } from './legal-pages.js';
import { maps } from './maps.js';
import { matrix } from './matrix.js';
import { nurseries } from './nurseries.js';
import { orderItems } from './order-items.js';
import { ourStories } from './our-stories.js';
import { ourStoriesCategories } from './our-stories-categories.js';
import { partners } from './partners.js';
import { paymentMethod } from './payment-method.js';
import { payments } from './payments.js';
import { photoGallery } from './photo-gallery.js';
import { plant } from './plant.js';
import { productBilling } from './product-billing.js';
import { productCategories } from './product-categories.js';
import { productComment } from './product-comment.js';
import { productPhotos } from './product-photos.js';
import { products } from './products.js';
import { projects } from './projects.js';
import { provinces } from './provinces.js';
import { qpassAppraisals } from './qpass-appraisals.js';
import { rAppraisals } from './r-appraisals.js';
import { reportBug } from './report-bug.js';
import { reportEnvironment } from './report-environment.js';
import { reportGrowth } from './report-growth.js';
import { reportHarvest } from './report-harvest.js';
import { reportNutrition } from './report-nutrition.js';
import { reportPlanting } from './report-planting.js';
import { reportSoil } from './report-soil.js';
import { roles } from './roles.js';
import { settingDonation } from './setting-donation.js';
import { smkkklAppraisals } from './smkkkl-appraisals.js';
import { socialMedia } from './social-media.js';
import { sponsors } from './sponsors.js';
import { standardization } from './standardization.js';
import { subscribers } from './subscribers.js';
import { tasks } from './tasks.js';
import { team } from './team.js';
import { apiTokens, othersTokens } from './tokens.js';
import { treeSpecies } from './tree-species.js';
import { trees } from './trees.js';
import { units } from './units.js';
import { uploadFileMedia } from './upload-file-media.js';
import { users } from './users.js';
import { varieties } from './varieties.js';
import { videoGallery } from './video-gallery.js';
import { village } from './village.js';
import { win } from './win.js';
import { winDetails } from './win-details.js';

/**
 * Every resource of Rimba by name, in menu order: the manifest the server's and the admin's own manifests
 * are typed against. Adding one here (plus its migration) gives it an API and an admin module.
 */
export const resourceManifest = {
  partners,
  faq,
  banner,
  article,
  'article-photos': articlePhotos,
  'article-comment': articleComment,
  'article-categories': articleCategories,
  'article-visitors': articleVisitors,
  'our-stories': ourStories,
  'our-stories-categories': ourStoriesCategories,
  subscribers,
  'impact-figures': impactFigures,
  'about-timeline': aboutTimeline,
  'legal-pages': legalPages,
  'photo-gallery': photoGallery,
  'detail-photo-gallery': detailPhotoGallery,
  'upload-file-media': uploadFileMedia,
  'video-gallery': videoGallery,
  'tree-species': treeSpecies,
  provinces,
  units,
  village,
  farmers,
  fields,
  garden,
  plant,
  trees,
  nurseries,
  varieties,
  standardization,
  matrix,
  investor,
  'product-billing': productBilling,
  'report-planting': reportPlanting,
  'report-growth': reportGrowth,
  'report-harvest': reportHarvest,
  'report-nutrition': reportNutrition,
  'report-soil': reportSoil,
  'report-bug': reportBug,
  'report-environment': reportEnvironment,
  'checklist-templates': checklistTemplates,
  'qpass-appraisals': qpassAppraisals,
  'smkkkl-appraisals': smkkklAppraisals,
  'r-appraisals': rAppraisals,
  'corrective-actions': correctiveActions,
  'customer-complaints': customerComplaints,
  'social-media': socialMedia,
  'company-contacts': companyContacts,
  'category-event': categoryEvent,
  event,
  'get-involved-category': getInvolvedCategory,
  'get-involved': getInvolved,
  'job-vacancy': jobVacancy,
  'annual-report': annualReport,
  'category-team': categoryTeam,
  team,
  'product-categories': productCategories,
  products,
  'product-photos': productPhotos,
  'product-comment': productComment,
  discount,
  'donation-categories': donationCategories,
  'payment-method': paymentMethod,
  'setting-donation': settingDonation,
  sponsors,
  'donation-detail': donationDetail,
  win,
  'win-details': winDetails,
  'billing-address': billingAddress,
  'order-items': orderItems,
  maps,
  payments,
  'contoh-komponen': contohKomponen,
  'contoh-komponen-log': contohKomponenLog,
  departments,
  projects,
  users,
  roles,
  tasks,
  'api-token': apiTokens,
  'others-token': othersTokens,
} as const;

export type ResourceManifest = typeof resourceManifest;
export type ResourceName = keyof ResourceManifest;

export const resources: readonly Resource[] = Object.values(resourceManifest);

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));

/** The resources whose rows are filed from the field app (`sync` in their declaration). */
export const syncResources: readonly Resource[] = resources.filter((r) => r.sync);

/** Names that resources use for each other must name resources and fields that exist. */
for (const [key, resource] of Object.entries(resourceManifest)) {
  if (key !== resource.name) throw new Error(`The manifest lists ${resource.name} as "${key}"`);
  const known = (name: string, what: string) => {
    const other = resourcesByName.get(name);
    if (!other) throw new Error(`${resource.name}: ${what} names an unknown resource "${name}"`);
    return other;
  };
  for (const field of resource.fields) {
    if (!field.lookup) continue;
    const target = known(field.lookup.resource, field.name);
    if (!target.fieldsByName.has(field.lookup.label)) {
      throw new Error(`${resource.name}.${field.name}: ${target.name} has no field "${field.lookup.label}"`);
    }
  }
  for (const child of resource.children) {
    const other = known(child.resource, 'a child tab');
    if (other.fieldsByName.get(child.key)?.lookup?.resource !== resource.name) {
      throw new Error(`${resource.name}: ${other.name}.${child.key} does not look up ${resource.name}`);
    }
  }
  for (const mapping of resource.mappings) known(mapping.target, `mapping ${mapping.name}`);
  checkPublicChildren(resource, resourcesByName);
}

/**
 * Every resource's tasks, described, module by module in menu order (a task two resources use is listed
 * with the first). Built at load, so a task without a description fails at once.
 */
export const taskGroups: readonly TaskGroup[] = (() => {
  const seen = new Set<string>();
  return resources.map((resource) => {
    const group = taskGroup(resource);
    const tasks = group.tasks.filter((task) => !seen.has(task.name));
    for (const task of tasks) seen.add(task.name);
    return { ...group, tasks };
  });
})();

export { moderateArticleCommentsTask } from './article-comment.js';
export { refundOrderTask, type StockState, stockStates } from './billing-address.js';
export { checklistKindOptions, checklistTemplateField } from './checklist-templates.js';
export { correctiveActionStates, findingSources, unfinishedActionStates } from './corrective-actions.js';
export { complaintChannels, complaintStates } from './customer-complaints.js';
export { type DiscountKind, discountKinds } from './discount.js';
export { refundDonationTask } from './donation-detail.js';
export { fieldLandTypes, fieldTenures, locateFieldsAnywhereTask } from './fields.js';
export {
  fieldOperationsAllAreasTask,
  fieldOperationsScope,
  gardenPlantingPatterns,
  plantingFieldField,
} from './garden.js';
export {
  type ImpactFigureIcon,
  type ImpactFigureKey,
  impactFigureIcons,
  impactFigureKeys,
} from './impact-figures.js';
export { type LegalPageSlug, legalPageSlugs } from './legal-pages.js';
export { type MapLayerType, mapLayerTypes } from './maps.js';
export { nurseryStatuses } from './nurseries.js';
export { type PaymentProvider, paymentProviders } from './payment-method.js';
export { harvestProducts } from './product-billing.js';
export { moderateProductCommentsTask } from './product-comment.js';
export { type SubscriberStatus, subscriberStatuses } from './subscribers.js';
export { treeCategories, treeCategoryLabel } from './tree-species.js';
export { indonesiaBounds, insideIndonesia, locateTreesAnywhereTask, treeStatuses } from './trees.js';
export { approveUsersTask, type UserStatus, userStatuses } from './users.js';
export {
  aboutTimeline,
  annualReport,
  apiTokens,
  article,
  articleCategories,
  articleComment,
  articlePhotos,
  articleVisitors,
  banner,
  billingAddress,
  categoryEvent,
  categoryTeam,
  checklistTemplates,
  companyContacts,
  contohKomponen,
  contohKomponenLog,
  correctiveActions,
  customerComplaints,
  departments,
  detailPhotoGallery,
  discount,
  donationCategories,
  donationDetail,
  event,
  faq,
  farmers,
  fields,
  garden,
  getInvolved,
  getInvolvedCategory,
  impactFigures,
  investor,
  jobVacancy,
  legalPages,
  maps,
  matrix,
  nurseries,
  orderItems,
  othersTokens,
  ourStories,
  ourStoriesCategories,
  partners,
  paymentMethod,
  payments,
  photoGallery,
  plant,
  productBilling,
  productCategories,
  productComment,
  productPhotos,
  products,
  projects,
  provinces,
  qpassAppraisals,
  rAppraisals,
  reportBug,
  reportEnvironment,
  reportGrowth,
  reportHarvest,
  reportNutrition,
  reportPlanting,
  reportSoil,
  roles,
  settingDonation,
  smkkklAppraisals,
  socialMedia,
  sponsors,
  standardization,
  subscribers,
  tasks,
  team,
  treeSpecies,
  trees,
  units,
  uploadFileMedia,
  users,
  varieties,
  videoGallery,
  village,
  win,
  winDetails,
};
