import { useTranslation } from 'react-i18next';

/** A picture of a content page, as served from the site's own files, with its size and its text. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** The illustrations of the content pages: light SVGs under public/images/content, described in `content.scenes`. */
export type Scene = 'agroforestry' | 'nursery' | 'planting' | 'monitoring' | 'community' | 'forest';

/** An illustration by name, with its description in the page's language. */
export function useSceneImage() {
  const { t } = useTranslation();
  return (scene: Scene): ContentImage => ({
    src: `/images/content/${scene}.svg`,
    width: 640,
    height: 400,
    alt: t(`content.scenes.${scene}`),
  });
}
