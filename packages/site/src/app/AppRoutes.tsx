import { type Lang, legalPageSlugs } from '@rimba/core';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { i18nFor } from '../i18n';
import { Layout } from '../layout/Layout';
import { pageTitleKey, placeholderPaths } from '../layout/siteMap';
import HomePage from '../pages/home/HomePage';
import { programmeNames } from '../pages/trees4/programmeNames';
import { preloadable } from '../ui/preloadable';
import { englishPrefix } from './lang';

// Only the home page is in the first bundle; every other page loads when visited.
const FaqPage = preloadable('FaqPage', () => import('../pages/about-faq/FaqPage'));
const AboutPage = preloadable('AboutPage', () => import('../pages/about/AboutPage'));
const AnnualReportsPage = preloadable(
  'AnnualReportsPage',
  () => import('../pages/about-anual-report/AnnualReportsPage'),
);
const PartnersPage = preloadable('PartnersPage', () => import('../pages/about-partners/PartnersPage'));
const JobsPage = preloadable('JobsPage', () => import('../pages/about-working-t4t/JobsPage'));
const JobPage = preloadable('JobPage', () => import('../pages/about-working-t4t/JobPage'));
const BlogPage = preloadable('BlogPage', () => import('../pages/blog/BlogPage'));
const ArticlePage = preloadable('ArticlePage', () => import('../pages/blog/ArticlePage'));
const StoriesPage = preloadable('StoriesPage', () => import('../pages/our-stories/StoriesPage'));
const NewsPage = preloadable('NewsPage', () => import('../pages/our-stories/NewsPage'));
const NewsletterPage = preloadable('NewsletterPage', () => import('../pages/newsletter/NewsletterPage'));
const WhoWeArePage = preloadable('WhoWeArePage', () => import('../pages/about-who-we-are/WhoWeArePage'));
const WhatWeDoPage = preloadable('WhatWeDoPage', () => import('../pages/about-what-we-do/WhatWeDoPage'));
const ImpactPage = preloadable('ImpactPage', () => import('../pages/about-impact/ImpactPage'));
const LocationPage = preloadable(
  'LocationPage',
  () => import('../pages/about-location-capacity/LocationPage'),
);
const GrowersPage = preloadable('GrowersPage', () => import('../pages/about-our-growers/GrowersPage'));
const WhyTreesPage = preloadable('WhyTreesPage', () => import('../pages/why-trees/WhyTreesPage'));
const BusinessPage = preloadable('BusinessPage', () => import('../pages/business/BusinessPage'));
const ProgrammePage = preloadable('ProgrammePage', () => import('../pages/trees4/ProgrammePage'));
const PhotoGalleryPage = preloadable(
  'PhotoGalleryPage',
  () => import('../pages/photo-gallery/PhotoGalleryPage'),
);
const PhotoAlbumPage = preloadable('PhotoAlbumPage', () => import('../pages/photo-gallery/PhotoAlbumPage'));
const VideoGalleryPage = preloadable(
  'VideoGalleryPage',
  () => import('../pages/video-gallery/VideoGalleryPage'),
);
const TreeSpeciesPage = preloadable('TreeSpeciesPage', () => import('../pages/tree-species/TreeSpeciesPage'));
const TreeSpeciesDetailPage = preloadable(
  'TreeSpeciesDetailPage',
  () => import('../pages/tree-species/TreeSpeciesDetailPage'),
);
const EventsPage = preloadable('EventsPage', () => import('../pages/campaign-event/EventsPage'));
const EventPage = preloadable('EventPage', () => import('../pages/campaign-event/EventPage'));
const GiftsPage = preloadable('GiftsPage', () => import('../pages/gifts/GiftsPage'));
const GiftPage = preloadable('GiftPage', () => import('../pages/gifts/GiftPage'));
const CartPage = preloadable('CartPage', () => import('../pages/cart/CartPage'));
const OrderPage = preloadable('OrderPage', () => import('../pages/cart/OrderPage'));
const DonationPage = preloadable('DonationPage', () => import('../pages/donation/DonationPage'));
const DonationStatusPage = preloadable(
  'DonationStatusPage',
  () => import('../pages/donation/DonationStatusPage'),
);
const TreePage = preloadable('TreePage', () => import('../pages/tree/TreePage'));
const WinPage = preloadable('WinPage', () => import('../pages/win/WinPage'));
const GetInvolvedPage = preloadable('GetInvolvedPage', () => import('../pages/get-involved/GetInvolvedPage'));
const LegalPage = preloadable('LegalPage', () => import('../pages/legal/LegalPage'));
const PlaceholderPage = preloadable('PlaceholderPage', () => import('../pages/placeholder/PlaceholderPage'));
const NotFoundPage = preloadable('NotFoundPage', () => import('../pages/not-found/NotFoundPage'));

/** The pages of one language, in its layout and with its texts. */
function pages(lang: Lang, path: string) {
  return (
    <Route
      path={path}
      element={
        <I18nextProvider i18n={i18nFor(lang)}>
          <Layout />
        </I18nextProvider>
      }
    >
      <Route index element={<HomePage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="about-anual-report" element={<AnnualReportsPage />} />
      <Route path="about-partners" element={<PartnersPage />} />
      <Route path="about-working-t4t" element={<JobsPage />} />
      <Route path="about-working-t4t/:id" element={<JobPage />} />
      <Route path="about-faq" element={<FaqPage />} />
      <Route path="blog" element={<BlogPage />} />
      <Route path="blog/:key" element={<ArticlePage />} />
      <Route path="our-news" element={<StoriesPage kind="news" />} />
      <Route path="our-news/:id" element={<NewsPage />} />
      <Route path="our-publications" element={<StoriesPage kind="publications" />} />
      <Route path="newsletter" element={<NewsletterPage />} />
      <Route path="about-who-we-are" element={<WhoWeArePage />} />
      <Route path="about-what-we-do" element={<WhatWeDoPage />} />
      <Route path="about-impact" element={<ImpactPage />} />
      <Route path="about-location-capacity" element={<LocationPage />} />
      <Route path="about-our-growers" element={<GrowersPage />} />
      <Route path="why-trees" element={<WhyTreesPage />} />
      <Route path="business" element={<BusinessPage />} />
      {programmeNames.map((name) => (
        <Route key={name} path={name} element={<ProgrammePage name={name} />} />
      ))}
      <Route path="photo-gallery" element={<PhotoGalleryPage />} />
      <Route path="photo-gallery/:id" element={<PhotoAlbumPage />} />
      <Route path="our-video-gallery" element={<VideoGalleryPage />} />
      <Route path="why-tree-species" element={<TreeSpeciesPage />} />
      <Route path="why-tree-species/:id" element={<TreeSpeciesDetailPage />} />
      <Route path="campaign-event" element={<EventsPage />} />
      <Route path="campaign-event/:id" element={<EventPage />} />
      <Route path="form-get-involved" element={<GetInvolvedPage />} />
      <Route path="gifts" element={<GiftsPage />} />
      <Route path="gifts/:id" element={<GiftPage />} />
      <Route path="cart" element={<CartPage />} />
      <Route path="cart/order/:code" element={<OrderPage />} />
      <Route path="donation" element={<DonationPage />} />
      <Route path="donation/:code" element={<DonationStatusPage />} />
      <Route path="tree/:win" element={<TreePage />} />
      <Route path="win" element={<WinPage />} />
      {legalPageSlugs.map((slug) => (
        <Route key={slug} path={slug} element={<LegalPage slug={slug} />} />
      ))}
      {placeholderPaths.map((page) => (
        <Route key={page} path={page.slice(1)} element={<PlaceholderPage titleKey={pageTitleKey(page)} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Route>
  );
}

/** Every page twice: Indonesian at its path, English under /en (see app/lang.ts). */
export function AppRoutes() {
  return (
    <Routes>
      {pages('en', englishPrefix)}
      {pages('id', '/')}
    </Routes>
  );
}
