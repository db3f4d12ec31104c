import { nearbyGroups } from '@rimba/core';
import { indonesiaBounds } from '@rimba/core/map-style';
import { addTreeClusters, type TreeMapFilter } from '@rimba/core/tree-clusters';
import { type LngLatBoundsLike, type Map as MapLibreMap, Marker, Popup } from 'maplibre-gl';
import { siteMap } from '../../ui/siteMap';

type Bounds = [number, number, number, number];

/** A published layer of the GIS module: its GeoJSON file, drawn in its colour. */
export interface OverlayLayer {
  id: number | string;
  url: string;
  color: string;
  name: string;
}

const clusterLayer = 'location-trees';
/** How far apart, in pixels, two pins are drawn apart; closer ones share a pin. */
const pinSpacing = 32;
const still = () => !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const box = (b: Bounds): LngLatBoundsLike => [
  [b[0], b[1]],
  [b[2], b[3]],
];

function baseMap(container: HTMLElement, styleUrl: string | null, label: string, bounds: Bounds) {
  const map = siteMap(container, {
    styleUrl,
    label,
    view: { bounds: box(bounds), fitBoundsOptions: { padding: 24 } },
  });
  const note = () => {
    const center = map.getCenter();
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.center = `${center.lng.toFixed(5)},${center.lat.toFixed(5)}`;
  };
  map.on('moveend', note);
  const loaded = new Promise<void>((resolve) => map.once('load', () => resolve()));
  return { map, loaded };
}

/**
 * Adds the layers of the GIS module to a map as GeoJSON: each one's areas filled lightly and outlined in
 * its colour, its lines drawn, under the trees. Answers a function that takes them off again.
 */
export function addOverlayLayers(map: MapLibreMap, layers: readonly OverlayLayer[]): () => void {
  const below = map.getLayer(clusterLayer) ? clusterLayer : undefined;
  const added = layers.map((layer) => {
    const source = `overlay-${layer.id}`;
    map.addSource(source, { type: 'geojson', data: layer.url });
    map.addLayer(
      {
        id: `${source}-fill`,
        type: 'fill',
        source,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': layer.color, 'fill-opacity': 0.2 },
        metadata: { name: layer.name },
      },
      below,
    );
    map.addLayer(
      {
        id: `${source}-line`,
        type: 'line',
        source,
        filter: ['in', ['geometry-type'], ['literal', ['Polygon', 'LineString']]],
        paint: { 'line-color': layer.color, 'line-width': 2 },
        metadata: { name: layer.name },
      },
      below,
    );
    return source;
  });
  return () => {
    for (const source of added) {
      for (const id of [`${source}-fill`, `${source}-line`]) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(source)) map.removeSource(source);
    }
  };
}

export interface TreeMap {
  /** Shows the trees of a year and region, and moves to the region's box (Indonesia when null). */
  show(filter: TreeMapFilter, bounds: Bounds | null): void;
  /** Draws these layers of the GIS module, in place of those drawn before. */
  setOverlays(layers: readonly OverlayLayer[]): void;
  remove(): void;
}

/**
 * The location page's map of the trees: the server's clusters of the chosen year and region (the browser
 * never downloads the trees), over the basemap and the GIS module's layers. After each answer its
 * container holds the number of clusters drawn (`data-clusters`) and the filter they were asked with
 * (`data-filter`).
 */
export function createTreeMap(
  container: HTMLElement,
  options: { styleUrl: string | null; label: string; filter: TreeMapFilter; bounds: Bounds | null },
): TreeMap {
  const { map, loaded } = baseMap(
    container,
    options.styleUrl,
    options.label,
    options.bounds ?? indonesiaBounds,
  );
  let filter = options.filter;
  let removeOverlays = () => {};
  const clusters = loaded.then(() =>
    addTreeClusters(map, {
      id: clusterLayer,
      filter,
      onLoaded: (features) => {
        container.dataset.clusters = String(features);
        container.dataset.filter = new URLSearchParams(
          Object.entries(filter).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
        ).toString();
      },
    }),
  );
  return {
    show(next, bounds) {
      filter = next;
      void clusters.then((layer) => {
        layer.setFilter(next);
        map.fitBounds(box(bounds ?? indonesiaBounds), { padding: 24, maxZoom: 13, animate: !still() });
      });
    },
    setOverlays(layers) {
      void loaded.then(() => {
        removeOverlays();
        removeOverlays = addOverlayLayers(map, layers);
      });
    },
    remove() {
      map.remove();
    },
  };
}

/** A nursery as its marker shows it: where it lies, its accessible name, and its popup's lines. */
export interface NurseryMarker {
  lat: number;
  lng: number;
  name: string;
  lines: string[];
}

export interface NurseryMap {
  setNurseries(nurseries: readonly NurseryMarker[]): void;
  remove(): void;
}

/**
 * The nursery map: a marker for each nursery, which opens a popup with its name and capacity when clicked
 * or pressed (Enter), the map fitted to them; nurseries close together share a pin whose popup lists them.
 * Its container holds the number of nurseries (`data-markers`).
 */
export function createNurseryMap(
  container: HTMLElement,
  options: { styleUrl: string | null; label: string; nurseries: readonly NurseryMarker[] },
): NurseryMap {
  const { map } = baseMap(container, options.styleUrl, options.label, indonesiaBounds);
  let markers: Marker[] = [];
  let shown: readonly NurseryMarker[] = [];
  // Nurseries whose pins would cover each other share one pin until the map is zoomed in to tell them
  // apart: a pin under another could not be clicked.
  const place = () => {
    for (const marker of markers) marker.remove();
    const groups = nearbyGroups(shown, (n) => map.project([n.lng, n.lat]), pinSpacing);
    markers = groups.map((group) => {
      const content = document.createElement('div');
      for (const n of group) {
        const title = document.createElement('p');
        title.className = 'font-semibold';
        title.textContent = n.name;
        content.append(
          title,
          ...n.lines.map((line) => Object.assign(document.createElement('p'), { textContent: line })),
        );
      }
      const first = group[0]!;
      const marker = new Marker({ color: '#15803d' })
        .setLngLat([first.lng, first.lat])
        .setPopup(new Popup({ offset: 28, closeButton: true }).setDOMContent(content));
      const element = marker.getElement();
      element.setAttribute('aria-label', group.map((n) => n.name).join(', '));
      element.dataset.testid = 'nursery-marker';
      // A button opens and closes its popup with Enter or Space. Taken on keydown, whose default is then
      // prevented, so the key's keypress cannot toggle it a second time.
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        marker.togglePopup();
      });
      return marker.addTo(map);
    });
  };
  map.on('zoomend', place);
  const setNurseries = (nurseries: readonly NurseryMarker[]) => {
    shown = nurseries;
    place();
    container.dataset.markers = String(nurseries.length);
    if (nurseries.length > 0) {
      const lngs = nurseries.map((n) => n.lng);
      const lats = nurseries.map((n) => n.lat);
      const bounds: Bounds = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
      map.fitBounds(box(bounds), { padding: 48, maxZoom: 10, animate: !still() });
    } else map.fitBounds(box(indonesiaBounds), { padding: 24, animate: !still() });
  };
  setNurseries(options.nurseries);
  return {
    setNurseries,
    remove() {
      map.remove();
    },
  };
}
