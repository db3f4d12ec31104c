/**
 * A post of the foundation's Instagram as the public API passes it on (`GET /api/public/instagram`): its
 * picture (a video's thumbnail) is served by our server at `image`, never straight from Instagram.
 */
export interface InstagramPost {
  id: string;
  caption: string;
  media_type: string;
  permalink: string | null;
  image: string;
}
