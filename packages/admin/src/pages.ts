import { allowAll } from '@rimba/core';
import type { PageRoute } from './modules/routes';

/** The admin's routes that are no resource's module. */
export const pageRoutes: readonly PageRoute[] = [
  {
    menu: { module: 'dashboard', path: '/information' },
    title: { id: 'Informasi Dashboard', en: 'Dashboard Information' },
    permission: allowAll,
    component: () => import('./dashboard/InformationPage'),
  },
  {
    menu: { module: 'dashboard', path: '/map' },
    title: { id: 'Peta WIN', en: 'WIN Map' },
    permission: allowAll,
    component: () => import('./dashboard/WinMapPage'),
  },
  {
    menu: { module: 'dashboard', path: '/general' },
    title: { id: 'Dashboard Umum', en: 'General Dashboard' },
    permission: allowAll,
    component: () => import('./dashboard/GeneralPage'),
  },
  {
    menu: { module: 'dashboard', path: '/growth' },
    title: { id: 'Pertumbuhan', en: 'Growth' },
    permission: allowAll,
    component: () => import('./dashboard/GrowthPage'),
  },
  {
    menu: { module: 'dashboard', path: '/climate' },
    title: { id: 'Iklim', en: 'Climate' },
    permission: allowAll,
    component: () => import('./dashboard/ClimatePage'),
  },
  {
    menu: { module: 'dashboard', path: '/disposition' },
    title: { id: 'Disposisi Pohon', en: 'Tree Disposition' },
    permission: allowAll,
    component: () => import('./dashboard/DispositionPage'),
  },
  {
    menu: { module: 'dashboard', path: '/statistics' },
    title: { id: 'Statistik Laporan', en: 'Report Statistics' },
    permission: allowAll,
    component: () => import('./dashboard/StatisticsPage'),
  },
  {
    menu: { module: 'dashboard', path: '/qhse' },
    title: { id: 'QHSE', en: 'QHSE' },
    permission: allowAll,
    component: () => import('./dashboard/QhsePage'),
  },
];
