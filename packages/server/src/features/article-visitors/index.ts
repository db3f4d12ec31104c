import { articleVisitors } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { countVisit } from './count.js';
import { articleVisitorsMigration } from './migration.js';
import { visitorCountryRoute } from './routes.js';
import { seedArticleVisitors } from './seed.js';

export const articleVisitorsPart = serverPart(articleVisitors, {
  migrations: articleVisitorsMigration,
  seed: seedArticleVisitors,
  acceptPublic: countVisit,
  routes: visitorCountryRoute,
});
