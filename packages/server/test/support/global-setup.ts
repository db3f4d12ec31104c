import type { TestProject } from 'vitest/node';
import { buildTemplates, type TestTemplates } from './templates.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server suite's template databases, cloned by createTestApp. */
    testTemplates: TestTemplates;
  }
}

/** Migrates and bootstraps the template databases once for the whole run of the server suite. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await buildTemplates();
  project.provide('testTemplates', templates);
  return remove;
}
