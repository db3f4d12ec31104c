import { allowAll } from '@rimba/core';
import type { PageRoute } from './modules/routes';

/** The admin's routes that are no resource's module. */
export const pageRoutes: readonly PageRoute[] = [
  {
    menu: { module: 'dashboard', path: '/information' },
    title: { id: 'Informasi Dashboard', en: 'Dashboard Information' },
    permission: allowAll,
  },
  {
    menu: { module: 'dashboard', path: '/map' },
    title: { id: 'Peta WIN', en: 'WIN Map' },
    permission: allowAll,
    component: () => import('./dashboard/WinMapPage'),
  },
];
