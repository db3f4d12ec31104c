import type { banner, faq, PublicRowOf, partners } from '@rimba/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from './client';

/** Shapes of the public API (site spec §3), from the resources' definitions. */
export type { FileRef } from '@rimba/core';

export type Banner = PublicRowOf<
  typeof banner,
  'id' | 'title' | 'subtitle' | 'description' | 'link' | 'button_text' | 'file_banner'
>;

export type Partner = PublicRowOf<
  typeof partners,
  'id' | 'company_name' | 'description' | 'website' | 'link_blog' | 'file_logo'
>;

export type Faq = PublicRowOf<typeof faq, 'id' | 'question' | 'answer'>;

/** A public list; the language is part of the key so switching language fetches that language's text. */
function usePublicList<T>(path: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['public', path, i18n.language],
    queryFn: ({ signal }) => getJson<{ data: T[] }>(`/public/${path}`, signal).then((body) => body.data),
  });
}

export const useBanners = () => usePublicList<Banner>('banner');
export const usePartners = () => usePublicList<Partner>('partners');
export const useFaqs = () => usePublicList<Faq>('faq');
