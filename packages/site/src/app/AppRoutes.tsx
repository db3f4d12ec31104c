import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from '../layout/Layout';
import { pageTitleKey, placeholderPaths } from '../layout/siteMap';
import HomePage from '../pages/home/HomePage';

// Only the home page is in the first bundle; every other page loads when visited.
const FaqPage = lazy(() => import('../pages/about-faq/FaqPage'));
const PlaceholderPage = lazy(() => import('../pages/placeholder/PlaceholderPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="about-faq" element={<FaqPage />} />
        {placeholderPaths.map((path) => (
          <Route key={path} path={path} element={<PlaceholderPage titleKey={pageTitleKey(path)} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
