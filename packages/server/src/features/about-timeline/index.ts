import { aboutTimeline } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { aboutTimelineMigration } from './migration.js';
import { seedAboutTimeline } from './seed.js';

export const aboutTimelinePart = serverPart(aboutTimeline, {
  migrations: aboutTimelineMigration,
  seed: seedAboutTimeline,
});
