import { type Map as MapLibreMap, Marker } from 'maplibre-gl';
import { siteMap } from '../../ui/siteMap';

/**
 * The office on the site's own map (the server's style, or the bundled basemap offline), a marker at
 * its place. Loaded only when the visitor opens the map, as MapLibre is heavy.
 */
export function officeMap(
  container: HTMLElement,
  options: { styleUrl: string | null; label: string; place: { lat: number; lng: number } },
): MapLibreMap {
  const center: [number, number] = [options.place.lng, options.place.lat];
  const map = siteMap(container, {
    styleUrl: options.styleUrl,
    label: options.label,
    // The bundled basemap holds coasts and borders only: it shows where the office is on its island.
    view: { center, zoom: options.styleUrl ? 15 : 6 },
  });
  new Marker({ color: '#047857' }).setLngLat(center).addTo(map);
  return map;
}
