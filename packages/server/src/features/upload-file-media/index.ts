import { uploadFileMedia } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { uploadFileMediaHooks } from './hooks.js';
import { uploadFileMediaMigration } from './migration.js';
import { seedUploadFileMedia } from './seed.js';

export const uploadFileMediaPart = serverPart(uploadFileMedia, {
  hooks: uploadFileMediaHooks,
  migrations: uploadFileMediaMigration,
  seed: seedUploadFileMedia,
});
