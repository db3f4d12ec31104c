import { roles } from '@rimba/core';
import { adminPart } from '../modules/part';

export const rolesAdmin = adminPart(roles, {
  extraModules: [
    {
      // Each role's tasks, switched on and off in its detail (admin spec §2 "User settings module").
      route: '/user-role/role-task',
      menu: { module: 'user-role', path: '/role-task' },
      title: { id: 'Hak Akses Peran', en: 'Role Permissions' },
      config: { hide: { create: true, update: true, delete: true }, export: false },
      // Admin spec §2 lists it between tasks and the tokens.
      after: 'tasks',
    },
  ],
});
