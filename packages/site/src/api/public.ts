import type {
  aboutTimeline,
  annualReport,
  article,
  articleComment,
  articlePhotos,
  banner,
  categoryEvent,
  categoryTeam,
  companyContacts,
  detailPhotoGallery,
  event,
  faq,
  getInvolvedCategory,
  InstagramPost,
  impactFigures,
  jobVacancy,
  Lang,
  LegalPageSlug,
  legalPages,
  ourStories,
  PublicRowOf,
  partners,
  photoGallery,
  productPhotos,
  products,
  socialMedia,
  team,
  treeSpecies,
  videoGallery,
} from '@rimba/core';
import type { MapConfig } from '@rimba/core/map-style';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useContext } from 'react';
import { useLang } from '../app/lang';
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

export type ImpactFigure = PublicRowOf<
  typeof impactFigures,
  'id' | 'label' | 'figure' | 'suffix' | 'icon' | 'sort_order'
>;

/** How the site reads the API: in the browser over HTTP; on the server, by calling the app in process. */
export type FetchJson = <T>(path: string, lang: Lang, signal?: AbortSignal, fresh?: boolean) => Promise<T>;
export const FetchJsonContext = createContext<FetchJson>(getJson);

const isServer = typeof window === 'undefined';
/** The fetches a server render waits for, one per query, so that every render of it waits on the same. */
const waiting = new WeakMap<QueryClient, Map<string, Promise<void>>>();

function waitFor(client: QueryClient, queryKey: readonly unknown[], queryFn: () => Promise<unknown>) {
  let pending = waiting.get(client);
  if (!pending) {
    pending = new Map();
    waiting.set(client, pending);
  }
  const hash = JSON.stringify(queryKey);
  let promise = pending.get(hash);
  if (!promise) {
    // A failed call leaves the query in error: the page renders its empty state, as in the browser.
    const settled = client.fetchQuery({ queryKey, queryFn, retry: false }).then(
      () => undefined,
      () => undefined,
    );
    // Marked as React marks a promise it has seen settle, so that `use` reads it at once from then on.
    promise = Object.assign(settled, { status: 'pending' });
    settled.then(() => Object.assign(settled, { status: 'fulfilled', value: undefined }));
    pending.set(hash, promise);
  }
  return promise;
}

/**
 * A call of the public API, keyed by its path and language. On the server the render waits for its
 * answer, so the page's HTML holds the content and the browser, handed the answers, starts from them.
 * Each call waits through `use` at every render, answered or not: React replays a suspended component
 * matching its `use` calls by their order, so a call that waited only while pending would shift the
 * order of the next one and render it as still loading.
 */
export function usePublic<T, R = T>(
  path: string,
  select?: (answer: T) => R,
  /**
   * For an answer that changes as visitors act (a gift's stock, a payment's state): how long it is taken
   * as current, how often it is asked again, and whether the browser checks its copy with the server.
   */
  options: {
    staleTime?: number;
    refetchInterval?: (answer: T | undefined) => number | false;
    fresh?: boolean;
    /** False: nothing to ask yet (no answer, no wait on the server). */
    enabled?: boolean;
  } = {},
) {
  const lang = useLang();
  const fetchJson = useContext(FetchJsonContext);
  const client = useQueryClient();
  const queryKey = ['public', path, lang] as const;
  const queryFn = ({ signal }: { signal?: AbortSignal } = {}) =>
    fetchJson<T>(`/public/${path}`, lang, signal, options.fresh);
  // A call that failed on the server is handed to the browser as failed, and the page it rendered (a 404,
  // say) stays as it is instead of being fetched again as the page hydrates.
  const { staleTime, refetchInterval, enabled = true } = options;
  if (isServer && enabled) use(waitFor(client, queryKey, queryFn));
  return useQuery({
    queryKey,
    queryFn,
    select,
    enabled,
    retryOnMount: false,
    ...(staleTime !== undefined && { staleTime }),
    ...(refetchInterval && {
      refetchInterval: (query: { state: { data: T | undefined } }) => refetchInterval(query.state.data),
    }),
  });
}

/** A public list (`{ data: [...] }`), answered as its rows. */
function usePublicList<T>(path: string) {
  return usePublic(path, (answer: { data: T[] }) => answer.data);
}

/**
 * The server's map settings (MAP_STYLE_URL), read at run time: every map of the site loads
 * `mapStyle(styleUrl)` from `@rimba/core/map-style`, the offline basemap when the URL is null.
 */
export const useMapConfig = () =>
  usePublic('map/config', (answer: { data: MapConfig }) => answer.data, {
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useBanners = () => usePublicList<Banner>('banner');
export const usePartners = () => usePublicList<Partner>('partners');
export const useFaqs = () => usePublicList<Faq>('faq');
export const useImpactFigures = () => usePublicList<ImpactFigure>('impact-figures');

/** The live figures of the dashboard, for every visitor alike: what the impact cards and counters show. */
export interface Impact {
  trees_planted: number;
  farmers: number;
  villages: number;
  hectares: number;
  co2_tonnes: { low: number; central: number; high: number };
}
export const useImpact = () => usePublic('impact', (answer: { data: Impact }) => answer.data);

/** A page of a public list, as the API answers it. */
export interface ListPage<T> {
  data: T[];
  total: number;
  page: number;
  limit: number;
}

export type ArticleSummary = PublicRowOf<
  typeof article,
  'id' | 'title' | 'slug' | 'meta_description' | 'file_article' | 'publish_at' | 'created_at'
> & { rel_article_category_id: { id: number; label: string | null } | null };

export type Article = ArticleSummary &
  PublicRowOf<typeof article, 'description'> & {
    article_file_photo: PublicRowOf<typeof articlePhotos, 'id' | 'file_article_file_photo' | 'caption'>[];
  };

/** A visitor's approved comment, as the public API answers it for an article or a gift alike. */
export type Comment = PublicRowOf<typeof articleComment, 'id' | 'comment' | 'created_at'>;
/** What visitors comment on: the word the comment paths and tables are named by. */
export type CommentedKind = 'article' | 'product';

/** How many articles a page of the blog shows, and comments a page of an article (site spec §9). */
export const blogPageSize = 3;
export const commentPageSize = 5;

export const useArticles = (page: number) =>
  usePublic<ListPage<ArticleSummary>>(`article?page=${page}&limit=${blogPageSize}`);
/** One article, by id or by slug. */
export const useArticle = (key: string) =>
  usePublic(`article/${encodeURIComponent(key)}`, (answer: { data: Article }) => answer.data);
/** A page of the approved comments on an article or a gift, newest first. */
export const useComments = (kind: CommentedKind, id: number, page: number) =>
  usePublic<ListPage<Comment>>(`comment/${id}/${kind}?page=${page}&limit=${commentPageSize}`);

/** A story (news or publication) as the public API answers it. */
export type Story = PublicRowOf<
  typeof ourStories,
  | 'id'
  | 'title'
  | 'description'
  | 'file_our_stories'
  | 'our_stories_category_id'
  | 'publish_at'
  | 'created_at'
> & { rel_created_by: { id: number; label: string | null } | null };

/** The ids of the story categories (site spec §3). */
export const storyCategories = { news: 1, publications: 2 } as const;
export const storyPageSize = 9;

export const useStories = (category: number, page: number) =>
  usePublic<ListPage<Story>>(
    `our-stories?our_stories_category_id=${category}&page=${page}&limit=${storyPageSize}`,
  );
export const useStory = (id: string) =>
  usePublic(`our-stories/${encodeURIComponent(id)}`, (answer: { data: Story }) => answer.data);

/** The newest articles (site spec §9: the home page shows 5) and the newest news, for the home page and the footer. */
export const homeArticles = 5;
export const latestNewsCount = 3;
export const useLatestArticles = () => usePublic<ListPage<ArticleSummary>>(`article?limit=${homeArticles}`);
export const useLatestNews = () =>
  usePublic<ListPage<Story>>(
    `our-stories?our_stories_category_id=${storyCategories.news}&limit=${latestNewsCount}`,
  );
/** How many albums, videos and tree species a page of their list shows. */
export const galleryPageSize = 12;

/** A photo of an album, as the public API answers it. */
export type GalleryPhoto = PublicRowOf<
  typeof detailPhotoGallery,
  'id' | 'file_detail_photo_gallery' | 'caption'
>;

/** An album of the photo gallery: its main photo, its description and its further photos. */
export type PhotoAlbum = PublicRowOf<
  typeof photoGallery,
  'id' | 'description' | 'file_photo_gallery' | 'created_at'
> & { detail_photo_gallery: GalleryPhoto[] };

export const usePhotoAlbums = (page: number) =>
  usePublic<ListPage<PhotoAlbum>>(`photo-gallery?page=${page}&limit=${galleryPageSize}`);
export const usePhotoAlbum = (id: string) =>
  usePublic(`photo-gallery/${encodeURIComponent(id)}`, (answer: { data: PhotoAlbum }) => answer.data);

/** A video of the gallery; `thumbnail` is the server's copy of its still, null when it kept none. */
export type Video = PublicRowOf<
  typeof videoGallery,
  'id' | 'url_video_gallery' | 'description' | 'thumbnail' | 'created_at'
>;

export const useVideos = (page: number) =>
  usePublic<ListPage<Video>>(`video-gallery?page=${page}&limit=${galleryPageSize}`);

/** A tree species as the public API answers it; its photo is `file_our_stories` (site spec §3). */
export type TreeSpecies = PublicRowOf<
  typeof treeSpecies,
  | 'id'
  | 'tree_name'
  | 'english_name'
  | 'tree_category'
  | 'short_information'
  | 'description'
  | 'file_our_stories'
  | 'created_at'
> & { rel_created_by: { id: number; label: string | null } | null };

export const useTreeSpeciesList = (page: number) =>
  usePublic<ListPage<TreeSpecies>>(`trees-species?page=${page}&limit=${galleryPageSize}`);
export const useTreeSpecies = (id: string) =>
  usePublic(`trees-species/${encodeURIComponent(id)}`, (answer: { data: TreeSpecies }) => answer.data);
/** A looked-up row as public answers name it. */
type Labelled = { id: number; label: string | null } | null;

export type EventCategory = PublicRowOf<typeof categoryEvent, 'id' | 'category_event_name'>;

/** A programme or campaign event as the public API answers it. */
export type CampaignEvent = PublicRowOf<
  typeof event,
  'id' | 'event_name' | 'event_description' | 'category_event_id' | 'file_event' | 'created_at'
> & { rel_category_event_id: Labelled; rel_created_by: Labelled };

export const eventPageSize = 9;

export const useEventCategories = () => usePublicList<EventCategory>('category-event');

/** A page of the published events, of one category or all, holding some words or not. */
export function useEvents({ category, q, page }: { category?: number; q?: string; page: number }) {
  const query = new URLSearchParams({ page: String(page), limit: String(eventPageSize) });
  if (category) query.set('category_event_id', String(category));
  if (q) query.set('q', q);
  return usePublic<ListPage<CampaignEvent>>(`event?${query}`);
}

export const useEvent = (id: string) =>
  usePublic(`event/${encodeURIComponent(id)}`, (answer: { data: CampaignEvent }) => answer.data);

export type CompanyContact = PublicRowOf<
  typeof companyContacts,
  'id' | 'office_name' | 'address' | 'phone' | 'email' | 'location'
>;

/** The foundation's first office: the one the top bar and the footer show (none while there is none). */
export const useCompanyContact = () =>
  usePublic('company-contacts', (answer: { data: CompanyContact[] }) => answer.data[0] ?? null);

export type SocialMediaAccount = PublicRowOf<typeof socialMedia, 'id' | 'social_media_name' | 'url' | 'icon'>;

export const useSocialMedia = () => usePublicList<SocialMediaAccount>('social-media');

export type GetInvolvedCategory = PublicRowOf<typeof getInvolvedCategory, 'id' | 'category_getinvolved_name'>;

export const useGetInvolvedCategories = () => usePublicList<GetInvolvedCategory>('get-involved-category');
/** A job vacancy as the public API answers it. */
export type JobVacancy = PublicRowOf<
  typeof jobVacancy,
  'id' | 'title' | 'description' | 'file_job_vacancies' | 'publish_at' | 'created_at'
> & { rel_created_by: { id: number; label: string | null } | null };

export const jobPageSize = 10;

export const useJobVacancies = (page: number) =>
  usePublic<ListPage<JobVacancy>>(`job-vacancy?page=${page}&limit=${jobPageSize}`);
export const useJobVacancy = (id: string) =>
  usePublic(`job-vacancy/${encodeURIComponent(id)}`, (answer: { data: JobVacancy }) => answer.data);

export type AnnualReport = PublicRowOf<
  typeof annualReport,
  'id' | 'title' | 'descriptions' | 'file_cover_annual_reports' | 'file_annual_reports'
>;

export const useAnnualReports = () => usePublicList<AnnualReport>('annual-reports');

/** The newest Instagram posts: none when the server has no feed configured or Instagram fails. */
export const useInstagramPosts = () => usePublicList<InstagramPost>('instagram');

/** A milestone of the foundation, as /about's timeline shows it. */
export type Milestone = PublicRowOf<typeof aboutTimeline, 'id' | 'year' | 'title' | 'description'>;

export const useTimeline = () => usePublicList<Milestone>('about-timeline');

export type LegalPage = PublicRowOf<typeof legalPages, 'id' | 'slug' | 'title' | 'body' | 'updated_at'>;

/** The terms or the privacy policy, as editors keep them. */
export const useLegalPage = (slug: LegalPageSlug) =>
  usePublic(`legal-pages/${slug}`, (answer: { data: LegalPage }) => answer.data);

export type TeamCategory = PublicRowOf<typeof categoryTeam, 'id' | 'category_team_name'>;
export type TeamMember = PublicRowOf<typeof team, 'id' | 'name' | 'category_team_id' | 'job' | 'file_team'>;

export const useTeamCategories = () => usePublicList<TeamCategory>('category-team');
export const useTeam = () => usePublicList<TeamMember>('team');

/** A gift of the shop as the public API answers it, with its category and its photos. */
export type Gift = PublicRowOf<
  typeof products,
  | 'id'
  | 'product_name'
  | 'description'
  | 'price'
  | 'stock'
  | 'reserved'
  | 'file_product'
  | 'product_category_id'
  | 'created_at'
> & {
  rel_product_category_id: Labelled;
  product_photo: PublicRowOf<typeof productPhotos, 'id' | 'file_product_photo'>[];
};

/** How many gifts a page of the shop shows. */
export const giftPageSize = 12;

// A gift's stock changes as visitors buy: the browser checks its copy rather than keep it for a minute.
export const useGifts = (page: number) =>
  usePublic<ListPage<Gift>>(`gifts?page=${page}&limit=${giftPageSize}`, undefined, { fresh: true });
export const useGift = (id: string) =>
  usePublic(`gifts/${encodeURIComponent(id)}`, (answer: { data: Gift }) => answer.data, { fresh: true });

/** How many of a gift a new buyer may still take: the stock less what unpaid checkouts hold. */
export const availableOf = (gift: Pick<Gift, 'stock' | 'reserved'>): number =>
  Math.max((gift.stock ?? 0) - (gift.reserved ?? 0), 0);

/** One place of a tree code (WIN), as the tree tracker answers it. */
export interface WinPlace {
  win_code: string;
  latitude: number;
  longitude: number;
  qty_trees: number;
  farmer: string;
  village: string;
  district: string | null;
  regency: string | null;
  province: string;
  tree_name: string;
  planting_date: string;
  status: string;
}
/** The places of a tree code: none when the code is unknown; not asked for an empty code. */
export const useWinPlaces = (code: string) =>
  usePublic(
    `syt/?wins=${encodeURIComponent(code)}`,
    (answer: { data: { wincheck: WinPlace[] } }) => answer.data.wincheck,
    { enabled: code !== '' },
  );

/** An approved growth report the editors chose for a tree code's page, with their caption. */
export interface WinReport {
  report_date: string;
  height_cm: number | null;
  diameter_mm: number | null;
  survival_percent: number | null;
  /** The first public copy of the report's photos (no GPS position). */
  photo: string | null;
  /** The day a supervisor approved the report. */
  verified_on: string;
  note: string | null;
}
/** What the CMS tells of a tree code: to whom it was issued, its message and its chosen growth reports. */
export interface WinStory {
  win_code: string;
  sponsor_name: string | null;
  message: string | null;
  reports: WinReport[];
}
export const useWinStory = (code: string) =>
  usePublic(`trees/${encodeURIComponent(code)}/story`, (answer: { data: WinStory }) => answer.data);

/** The planting a tree came from, as an approved planting report made it. */
export interface TreePlanting {
  species: string;
  variety: string | null;
  planting_date: string;
  nursery: string | null;
  garden_code: string;
  /** How many trees the planting created. */
  trees: number;
  /** The day its planting report was approved. */
  verified_on: string | null;
}
/** A measurement of a tree by an approved growth report. */
export interface TreeMeasurement {
  report_date: string;
  height_cm: number | null;
  diameter_mm: number | null;
  /** The day the report was approved. */
  verified_on: string;
}
/** The evidence behind a tree code: its planting, latest measurement, and the approved reports' figures. */
export interface TreeEvidence {
  win_code: string;
  planting: TreePlanting | null;
  latest_height_cm: number | null;
  latest_diameter_mm: number | null;
  measured_on: string | null;
  measurements: TreeMeasurement[];
  photos: { url: string; report_date: string }[];
}
export const useTreeEvidence = (code: string) =>
  usePublic(`trees/${encodeURIComponent(code)}/planting`, (answer: { data: TreeEvidence }) => answer.data);

/** A sample tree code, for visitors without one of their own. */
export const useSampleWin = () =>
  usePublic('sot', (answer: { data: { wincheck: WinPlace[] } }) => answer.data.wincheck[0]?.win_code);

/** A province of the location filter (site spec §3 "Province"). */
export interface Province {
  id: number;
  province_code: string;
  province_name: string;
}
/** A management unit of a province (site spec §3 "Unit management"). */
export interface ManagementUnit {
  id: number;
  mu_no: string;
  unit_management_name: string;
}
/** A village of a unit (site spec §3 "Village"), with where its centre lies. */
export interface Village {
  id: number;
  village_no: string;
  village_code: string;
  village_name: string;
  lat: number | null;
  lng: number | null;
}

export const useProvinces = () => usePublicList<Province>('province?limit=100');
/** The units of a province; not asked before a province is chosen. */
export const useUnits = (provinceCode: string) =>
  usePublic(
    `unit-management?province_code=${encodeURIComponent(provinceCode)}`,
    (answer: { data: ManagementUnit[] }) => answer.data,
    { enabled: provinceCode !== '' },
  );
/** The villages of a unit; not asked before a unit is chosen. */
export const useVillages = (unitId: number | undefined) =>
  usePublic(`village?unit_management_id=${unitId}`, (answer: { data: Village[] }) => answer.data, {
    enabled: unitId !== undefined,
  });

/** A region's trees summed (`GET /api/public/trees`): how many, by planting year, and where they lie. */
export interface TreeSummary {
  trees: number;
  years: { year: number; trees: number }[];
  bounds: [number, number, number, number] | null;
}
export const useTreeSummary = (filter: {
  year?: number;
  province_id?: number;
  mu_id?: number;
  village_id?: number;
}) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) query.set(key, String(value));
  return usePublic(
    `trees${query.size > 0 ? `?${query}` : ''}`,
    (answer: { data: TreeSummary }) => answer.data,
  );
};

/** An active seedling nursery, as the nursery map and its list show it. */
export interface Nursery {
  id: number;
  name: string;
  unit: string;
  mu_no: string;
  village: string | null;
  lat: number | null;
  lng: number | null;
  capacity: number;
  stock: number;
  distributed: number;
  established_year: number | null;
}
export interface NurseryTotals {
  nurseries: number;
  capacity: number;
  stock: number;
  distributed: number;
}

/** A region chosen by its codes, as the location page's address names it. */
export interface RegionCodes {
  province_code?: string;
  mu_no?: string;
  village_code?: string;
}
const regionQuery = (codes: RegionCodes) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(codes)) if (value) query.set(key, value);
  return query.size > 0 ? `?${query}` : '';
};

/** The active nurseries of a province or a unit (or all), with their totals. */
export const useNurseries = ({ province_code, mu_no }: RegionCodes) =>
  usePublic<{ data: Nursery[]; totals: NurseryTotals }>(`nurseries${regionQuery({ province_code, mu_no })}`);

/** A published map layer of the GIS module, as the location map draws it over the trees. */
export interface MapLayer {
  id: number;
  map_name: string;
  layer_type: string;
  color: string;
  file_maps: { url: string } | null;
}
/** The map layers that apply to a region; a failed call (none published, say) is no layer. */
export const useMapLayers = (codes: RegionCodes) =>
  usePublic(`maps${regionQuery(codes)}`, (answer: { data: MapLayer[] }) => answer.data);

/** A farmer on the home page's map (site spec §3 "Map farmer point"), at the centre of a year's trees. */
export interface FarmerPoint {
  type: 'Feature';
  id: number;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: { farmer: string; total_trees: number; district: string | null; village: string };
}
/** The farmers of a view, those with the most trees first; `truncated` when the view held more. */
export interface FarmersMapAnswer {
  type: 'FeatureCollection';
  truncated: boolean;
  features: FarmerPoint[];
}
/** The path of the farmers of a year, in a view `west,south,east,north` or all of them. */
export const farmersMapPath = (query: { year: number; bbox?: string; limit?: number }) =>
  `/public/farmers/map?${new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])),
  )}`;
/** The farmers with the most trees of a year, which the home page lists beside its map. */
export const topFarmersShown = 10;
export const useTopFarmers = (year: number) =>
  usePublic(
    farmersMapPath({ year, limit: topFarmersShown }).replace(/^\/public\//, ''),
    (answer: FarmersMapAnswer) => answer.features,
  );
