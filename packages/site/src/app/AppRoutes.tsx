import type { Lang } from '@rimba/core';
import { lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { i18nFor } from '../i18n';
import { Layout } from '../layout/Layout';
import { pageTitleKey, placeholderPaths } from '../layout/siteMap';
import HomePage from '../pages/home/HomePage';
import { programmeNames } from '../pages/trees4/programmeNames';
import { englishPrefix } from './lang';

// Only the home page is in the first bundle; every other page loads when visited.
const FaqPage = lazy(() => import('../pages/about-faq/FaqPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const AnnualReportsPage = lazy(() => import('../pages/about-anual-report/AnnualReportsPage'));
const PartnersPage = lazy(() => import('../pages/about-partners/PartnersPage'));
const JobsPage = lazy(() => import('../pages/about-working-t4t/JobsPage'));
const JobPage = lazy(() => import('../pages/about-working-t4t/JobPage'));
const BlogPage = lazy(() => import('../pages/blog/BlogPage'));
const ArticlePage = lazy(() => import('../pages/blog/ArticlePage'));
const StoriesPage = lazy(() => import('../pages/our-stories/StoriesPage'));
const NewsPage = lazy(() => import('../pages/our-stories/NewsPage'));
const NewsletterPage = lazy(() => import('../pages/newsletter/NewsletterPage'));
const WhoWeArePage = lazy(() => import('../pages/about-who-we-are/WhoWeArePage'));
const WhatWeDoPage = lazy(() => import('../pages/about-what-we-do/WhatWeDoPage'));
const ImpactPage = lazy(() => import('../pages/about-impact/ImpactPage'));
const GrowersPage = lazy(() => import('../pages/about-our-growers/GrowersPage'));
const WhyTreesPage = lazy(() => import('../pages/why-trees/WhyTreesPage'));
const BusinessPage = lazy(() => import('../pages/business/BusinessPage'));
const ProgrammePage = lazy(() => import('../pages/trees4/ProgrammePage'));
const PhotoGalleryPage = lazy(() => import('../pages/photo-gallery/PhotoGalleryPage'));
const PhotoAlbumPage = lazy(() => import('../pages/photo-gallery/PhotoAlbumPage'));
const VideoGalleryPage = lazy(() => import('../pages/video-gallery/VideoGalleryPage'));
const TreeSpeciesPage = lazy(() => import('../pages/tree-species/TreeSpeciesPage'));
const TreeSpeciesDetailPage = lazy(() => import('../pages/tree-species/TreeSpeciesDetailPage'));
const EventsPage = lazy(() => import('../pages/campaign-event/EventsPage'));
const EventPage = lazy(() => import('../pages/campaign-event/EventPage'));
const GetInvolvedPage = lazy(() => import('../pages/get-involved/GetInvolvedPage'));
const PlaceholderPage = lazy(() => import('../pages/placeholder/PlaceholderPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

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
