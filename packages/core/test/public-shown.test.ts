import { describe, expect, it } from 'vitest';
import { imageSrcSet, parseImageVariant, thumbnailUrl } from '../src/images.js';
import { publiclyShownResources } from '../src/public.js';
import { resources } from '../src/resources/index.js';

describe('the resources the public API shows', () => {
  it('are those with a public view, what their public fields look up and their children', () => {
    const shown = publiclyShownResources(resources);
    for (const name of [
      'article',
      'article-categories',
      'article-photos',
      'photo-gallery',
      'detail-photo-gallery',
    ]) {
      expect(shown.has(name), name).toBe(true);
    }
    // Written by the public, shown to staff only.
    for (const name of ['article-visitors', 'subscribers', 'get-involved', 'api-token']) {
      expect(shown.has(name), name).toBe(false);
    }
  });
});

describe('picture copies', () => {
  it('are offered at the fixed widths, in WebP and the picture’s own format only', () => {
    expect(imageSrcSet('/uploads/a.jpg', 'webp', 640)).toBe(
      '/uploads/a.jpg/320.webp 320w, /uploads/a.jpg/640.webp 640w',
    );
    expect(parseImageVariant('640.webp', 'jpg')).toEqual({ width: 640, format: 'webp' });
    expect(parseImageVariant('640.jpg', 'jpg')).toEqual({ width: 640, format: 'jpg' });
    for (const segment of ['640.png', '641.webp', '0640.webp', '640.webp.webp', '64.webp', '-640.webp']) {
      expect(parseImageVariant(segment, 'jpg'), segment).toBeNull();
    }
    expect(thumbnailUrl('/uploads/a.png')).toBe('/uploads/a.png/320.webp');
    expect(thumbnailUrl('/uploads/logo.svg')).toBe('/uploads/logo.svg');
    expect(thumbnailUrl('/uploads/anim.gif')).toBe('/uploads/anim.gif');
    expect(thumbnailUrl('https://elsewhere.example/a.jpg')).toBe('https://elsewhere.example/a.jpg');
  });
});
