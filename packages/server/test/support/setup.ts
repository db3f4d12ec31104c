import { inject } from 'vitest';
import { useTestTemplates } from './server.js';

useTestTemplates(inject('testTemplates'));
