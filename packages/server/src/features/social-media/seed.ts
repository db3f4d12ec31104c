import type { socialMedia } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';

export async function seedSocialMedia(seed: SeedContext<typeof socialMedia>): Promise<void> {
  await seed.insert([
    {
      social_media_name: 'Instagram',
      url: 'https://www.instagram.com/rimba.or.id',
      icon: 'instagram',
      sort_order: 1,
    },
    {
      social_media_name: 'Facebook',
      url: 'https://www.facebook.com/rimba.or.id',
      icon: 'facebook',
      sort_order: 2,
    },
    {
      social_media_name: 'YouTube',
      url: 'https://www.youtube.com/@rimba-or-id',
      icon: 'youtube',
      sort_order: 3,
    },
    {
      social_media_name: 'LinkedIn',
      url: 'https://www.linkedin.com/company/rimba-or-id',
      icon: 'linkedin',
      sort_order: 4,
    },
  ]);
}
