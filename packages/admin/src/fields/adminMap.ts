import 'maplibre-gl/dist/maplibre-gl.css';
import './adminMap.css';
import { indonesiaBounds, mapStyle } from '@rimba/core/map-style';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
// MapLibre 6 is ESM-only and finds its worker next to its own file; under Vite the bundle lives
// elsewhere, so the worker is emitted as an asset and its URL set explicitly.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { apiUrl } from '../api/client.js';

setWorkerUrl(workerUrl);

/**
 * A map of the admin: the server's style, or the offline basemap from this API, with zoom buttons. It
 * opens where `view` says, or on the whole of Indonesia.
 */
export function adminMap(
  container: HTMLElement,
  styleUrl: string | null,
  view?: { center: [number, number]; zoom: number },
): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: mapStyle(styleUrl, { apiBase: apiUrl('') }),
    ...(view ?? { bounds: indonesiaBounds, fitBoundsOptions: { padding: 16 } }),
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  return map;
}
