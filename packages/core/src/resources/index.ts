import type { Resource } from '../resource.js';
import { banner } from './banner.js';
import { faq } from './faq.js';
import { partners } from './partners.js';

/** Every resource of Rimba. Adding one here (plus its migration) gives it an API and an admin module. */
export const resources: readonly Resource[] = [partners, faq, banner];

export const resourcesByName: ReadonlyMap<string, Resource> = new Map(resources.map((r) => [r.name, r]));

export { banner, faq, partners };
