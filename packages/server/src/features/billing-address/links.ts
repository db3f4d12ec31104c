import type { Lang } from '@rimba/core';

/** The order's own page on the site, found by its page code. */
export const orderPageUrl = (publicUrl: string, lang: Lang, code: string) =>
  `${publicUrl}${lang === 'en' ? '/en' : ''}/cart/order/${code}`;
