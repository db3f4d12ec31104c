import type { Lang } from '@rimba/core';

/** The donation's own page on the site, found by its page code. */
export const donationPageUrl = (publicUrl: string, lang: Lang, code: string) =>
  `${publicUrl}${lang === 'en' ? '/en' : ''}/donation/${code}`;

/** The donation's certificate, a PDF made when asked for. */
export const certificateUrl = (publicUrl: string, code: string) =>
  `${publicUrl}/api/public/donation/${code}/certificate.pdf`;

/** The page of a tree code's trees on the site. */
export const treePageUrl = (publicUrl: string, lang: Lang, win: string) =>
  `${publicUrl}${lang === 'en' ? '/en' : ''}/tree/${win}`;
