import type { article, FieldErrors, Text } from '@rimba/core';
import type { ResourceHooks } from '../../resources/parts.js';
import { freeSlug, slugOf } from './slug.js';

const slugTaken: Text = {
  id: 'Slug sudah dipakai artikel lain',
  en: 'Another article already has this slug',
};

/**
 * An article always has a slug, made from its title when staff leave it empty (a taken one gets a
 * number), and a publish moment: the moment it was written, unless staff choose one.
 */
export const articleHooks: ResourceHooks<typeof article> = {
  async check(ctx, values, change): Promise<FieldErrors> {
    if (!values.slug) return {};
    const free = await freeSlug(ctx.db, values.slug, change.previous?.id);
    return free === values.slug ? {} : { slug: [slugTaken[ctx.lang]] };
  },
  async beforeChange(ctx, values, change) {
    const set: Record<string, unknown> = {};
    const emptied = 'slug' in values && !values.slug;
    if ((change.mode === 'create' && !values.slug) || emptied) {
      const title = values.title ?? change.previous?.title ?? '';
      set.slug = await freeSlug(ctx.db, slugOf(title), change.previous?.id);
    }
    if (change.mode === 'create' && !values.publish_at) set.publish_at = new Date();
    return set;
  },
};
