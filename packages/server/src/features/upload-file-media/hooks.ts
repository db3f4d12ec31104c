import type { uploadFileMedia } from '@rimba/core';
import type { ResourceHooks } from '../../resources/parts.js';

/** What a stored file is, by the type the upload check read from its bytes. */
function kindOf(mime: string): 'image' | 'video' | 'document' {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  return 'document';
}

/** The kind of a library item follows its file, whatever the form says. */
export const uploadFileMediaHooks: ResourceHooks<typeof uploadFileMedia> = {
  async beforeChange(ctx, values) {
    if (typeof values.file_media !== 'string') return undefined;
    const upload = await ctx.db
      .selectFrom('uploads')
      .select('mime')
      .where('url', '=', values.file_media)
      .executeTakeFirst();
    return upload && { kind: kindOf(upload.mime) };
  },
};
