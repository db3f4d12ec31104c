import type { videoGallery } from '@rimba/core';
import type { ResourceHooks } from '../../resources/parts.js';

/**
 * A saved video's still is fetched once the write has committed (see thumbnail.ts); a changed address
 * drops the still of the video it played.
 */
export const videoGalleryHooks: ResourceHooks<typeof videoGallery> = {
  beforeChange(_ctx, values, change) {
    const moved = change.mode === 'update' && change.previous.url_video_gallery !== values.url_video_gallery;
    return moved ? { thumbnail: null } : undefined;
  },
  afterChange(ctx, row, _values, change) {
    if (change.mode === 'update' && change.previous.url_video_gallery === row.url_video_gallery) return;
    const thumbnails = ctx.services?.videoThumbnails;
    if (thumbnails) ctx.afterCommit?.(() => thumbnails.keep(row.id, row.url_video_gallery));
  },
};
