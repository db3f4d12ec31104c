import { roles } from '@rimba/core';
import { lazy } from 'react';
import { adminPart } from '../modules/part';

/** A role's tasks are chosen module by module in an editor of their own, loaded when opened. */
const mappingViews = { tasks: lazy(() => import('./role-tasks/RoleTasksEditor')) };

export const rolesAdmin = adminPart(roles, {
  config: { mappingViews },
  extraModules: [
    {
      // Each role's tasks, switched on and off in its detail (admin spec §2 "User settings module").
      route: '/user-role/role-task',
      menu: { module: 'user-role', path: '/role-task' },
      title: { id: 'Hak Akses Peran', en: 'Role Permissions' },
      config: { hide: { create: true, update: true, delete: true }, export: false, mappingViews },
      // Admin spec §2 lists it between tasks and the tokens.
      after: 'tasks',
    },
  ],
});
