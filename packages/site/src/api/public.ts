import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getJson } from './client';

/** Shapes of the public API (site spec §3). */
export interface FileRef {
  url: string;
}

export interface Banner {
  id: number;
  title: string;
  subtitle: string | null;
  description: string | null;
  link: string | null;
  button_text: string | null;
  file_banner: FileRef | null;
}

export interface Partner {
  id: number;
  company_name: string;
  description: string | null;
  website: string | null;
  link_blog: string | null;
  file_logo: FileRef | null;
}

export interface Faq {
  id: number;
  question: string;
  answer: string;
}

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
