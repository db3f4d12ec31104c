import 'maplibre-gl/dist/maplibre-gl.css';
import { mapStyle } from '@rimba/core/map-style';
import {
  Map as MapLibreMap,
  type MapOptions,
  NavigationControl,
  type NavigationControlOptions,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
// MapLibre finds its worker next to its own file; under Vite the worker is an asset of its own.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

setWorkerUrl(workerUrl);

/**
 * A map of the site: the server's style (or the offline basemap, which `offline` may change, as the globe
 * does), its accessible name, and its zoom buttons (`controls`, the compass left out unless asked), opened
 * where `view` says.
 */
export function siteMap(
  container: HTMLElement,
  options: {
    styleUrl: string | null;
    label: string;
    view: Omit<MapOptions, 'container' | 'style' | 'locale'>;
    controls?: NavigationControlOptions;
    offline?: (style: StyleSpecification) => StyleSpecification;
  },
): MapLibreMap {
  const style = mapStyle(options.styleUrl);
  const map = new MapLibreMap({
    container,
    style: typeof style === 'string' || !options.offline ? style : options.offline(style),
    ...options.view,
    locale: { 'Map.Title': options.label },
  });
  map.addControl(new NavigationControl(options.controls ?? { showCompass: false }), 'top-right');
  return map;
}
