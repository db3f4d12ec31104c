import type { projects } from '@rimba/core';
import type { SeedContext } from '../../resources/parts.js';
import { demoDepartments } from '../departments/seed.js';

/** The field projects of each demo department, with their place. */
export async function seedProjects(seed: SeedContext<typeof projects>): Promise<void> {
  const departmentIds = seed.ids('departments');
  await seed.insert(
    demoDepartments.flatMap((department, i) =>
      department.projects.map(([project_name, lat, lng]) => ({
        project_name,
        department_id: departmentIds[i]!,
        lat,
        lng,
        location: { lat, lng },
      })),
    ),
  );
}
