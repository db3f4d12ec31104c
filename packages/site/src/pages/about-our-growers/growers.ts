import type { ZoomedImage } from '../../ui/ImageZoomDialog';
import { useTextList } from '../content/useTextList';
import './texts';

/** A partner farmer as the growers' texts tell them, with their photo as it enlarges. */
export interface Grower {
  name: string;
  place: string;
  text: string;
  alt: string;
  image: ZoomedImage;
}

/** The partner farmers of the growers' page (and the home page's gallery), in the page's language. */
export function useGrowers(): Grower[] {
  return useTextList()<Omit<Grower, 'image'>>('growers.people').map((grower, index) => ({
    ...grower,
    image: {
      src: `/images/growers/grower-${index + 1}.svg`,
      width: 480,
      height: 360,
      alt: grower.alt,
      caption: `${grower.name}, ${grower.place}. ${grower.text}`,
    },
  }));
}
