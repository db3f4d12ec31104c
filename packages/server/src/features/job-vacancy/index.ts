import { jobVacancy } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { jobVacancyMigration } from './migration.js';
import { seedJobVacancies } from './seed.js';

export const jobVacancyPart = serverPart(jobVacancy, {
  migrations: jobVacancyMigration,
  seed: seedJobVacancies,
});
