import type { Feature, FeatureCollection, Point } from 'geojson';
import type {
  CircleLayerSpecification,
  ExpressionSpecification,
  FilterSpecification,
  GeoJSONSource,
  Map as MapLibreMap,
} from 'maplibre-gl';

/** What a map of the trees may narrow them to (the query of `/api/public/trees/clusters/{z}/{x}/{y}`). */
export interface TreeMapFilter {
  year?: number;
  province_id?: number;
  unit_id?: number;
  village_id?: number;
}

/** A cluster as the server answers it: the number of trees, and the code of a single tree. */
export interface TreeClusterProperties {
  count: number;
  win_code?: string;
}

/** The spec's cluster colours: a step at 100 and at 750 trees (site spec §9). */
export const clusterColours = ['#51bbd6', '#f1f075', '#f28cb1'] as const;
export const clusterSteps = [100, 750] as const;

/** The spec's colour of a cluster whose size (points or trees) an expression reads. */
export const clusterColour = (size: ExpressionSpecification): ExpressionSpecification => [
  'step',
  size,
  clusterColours[0],
  clusterSteps[0],
  clusterColours[1],
  clusterSteps[1],
  clusterColours[2],
];

/**
 * A font the map's style already writes labels in, so that its glyphs are there to load; none when the
 * style has no glyphs or no labels.
 */
export function labelFont(map: MapLibreMap): string[] | undefined {
  if (!map.getStyle().glyphs) return undefined;
  return map
    .getStyle()
    .layers.map((layer) => (layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined))
    .find((f): f is string[] => Array.isArray(f) && f.every((name) => typeof name === 'string'));
}

/**
 * A cluster's number as its label writes it, in at most four characters: 999, 1.2k, 12k, 999k, 1.2M, 12M.
 * (MapLibre's own `point_count_abbreviated` writes 1234567 as "1235k", too wide for a circle.)
 */
export const abbreviatedCount = (count: ExpressionSpecification): ExpressionSpecification => {
  const scaled = (unit: number, tenths: boolean): ExpressionSpecification =>
    tenths
      ? ['to-string', ['/', ['round', ['/', count, unit / 10]], 10]]
      : ['to-string', ['round', ['/', count, unit]]];
  return [
    'case',
    ['<', count, 1000],
    ['to-string', count],
    ['<', count, 9950],
    ['concat', scaled(1000, true), 'k'],
    ['<', count, 999_500],
    ['concat', scaled(1000, false), 'k'],
    ['<', count, 9_950_000],
    ['concat', scaled(1_000_000, true), 'M'],
    ['concat', scaled(1_000_000, false), 'M'],
  ];
};

/** The size of a cluster's labels, and the radius of its circle: the label of its count always fits inside. */
export const clusterTextSize = 12;
export const clusterRadius = (count: ExpressionSpecification): ExpressionSpecification => [
  'step',
  count,
  10,
  10,
  12,
  100,
  15,
  1000,
  18,
];

/**
 * Draws the clusters of a GeoJSON source the way every map of the product does: a circle (layer `id`)
 * coloured by the spec's steps and sized to its label, and, when the style has glyphs, the abbreviated
 * count in a font the style serves (layer `${id}-count`). Labels that would cover each other are left out
 * rather than drawn over each other.
 */
export function addClusterLayers(
  map: MapLibreMap,
  options: {
    id: string;
    source: string;
    /** Reads the cluster's size from its feature. */
    count: ExpressionSpecification;
    filter?: FilterSpecification;
    paint?: CircleLayerSpecification['paint'];
  },
): void {
  const { id, source, count, filter } = options;
  map.addLayer({
    id,
    type: 'circle',
    source,
    ...(filter && { filter }),
    paint: {
      'circle-color': clusterColour(count),
      'circle-radius': clusterRadius(count),
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
      ...options.paint,
    },
  });
  const font = labelFont(map);
  if (!font) return;
  map.addLayer({
    id: `${id}-count`,
    type: 'symbol',
    source,
    ...(filter && { filter }),
    layout: {
      'text-field': abbreviatedCount(count),
      'text-font': font,
      'text-size': clusterTextSize,
      'text-allow-overlap': false,
    },
  });
}

/** Most tiles asked for one view; a larger view is asked one zoom coarser. */
const maxTiles = 16;

/** The Web Mercator tile that holds a point at a zoom. */
export function tileAt(lng: number, lat: number, z: number): [number, number] {
  const n = 2 ** z;
  const clamped = Math.max(-85.0511, Math.min(85.0511, lat));
  const rad = (clamped * Math.PI) / 180;
  const x = Math.floor(((lng + 180) / 360) * n);
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return [Math.min(n - 1, Math.max(0, x)), Math.min(n - 1, Math.max(0, y))];
}

/**
 * The tiles that cover a view `[west, south, east, north]` at a zoom, coarser until there are at most 16 of
 * them: a view never asks for more than a few small answers, whatever its size.
 */
export function tilesFor(
  bounds: [number, number, number, number],
  zoom: number,
): { z: number; tiles: [number, number][] } {
  const [west, south, east, north] = bounds;
  for (let z = Math.max(0, Math.min(22, Math.floor(zoom))); ; z--) {
    const [x0, y0] = tileAt(Math.max(-180, west), north, z);
    const [x1, y1] = tileAt(Math.min(179.9999, east), south, z);
    const count = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (count <= maxTiles || z === 0) {
      const tiles: [number, number][] = [];
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push([x, y]);
      return { z, tiles };
    }
  }
}

const query = (filter: TreeMapFilter) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export interface TreeClusterLayer {
  /** Shows only the trees a filter keeps, and asks the server again. */
  setFilter(filter: TreeMapFilter): void;
  /** Takes the layers and the source off the map. */
  remove(): void;
}

/**
 * Draws the trees on a MapLibre map as the server clusters them: after each move it asks the tiles of
 * the view (answers kept by URL, so panning back asks nothing) and shows their clusters as circles sized
 * and coloured by the number of trees, with the number on them when the style has glyphs. The browser
 * never downloads the trees themselves.
 */
export function addTreeClusters(
  map: MapLibreMap,
  options: {
    filter?: TreeMapFilter;
    apiBase?: string;
    id?: string;
    onLoaded?: (features: number) => void;
  } = {},
): TreeClusterLayer {
  const id = options.id ?? 'tree-clusters';
  const apiBase = options.apiBase ?? '/api/public/trees/clusters';
  let filter = options.filter ?? {};
  const kept = new Map<string, Promise<Feature<Point, TreeClusterProperties>[]>>();
  let asked = 0;

  map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  addClusterLayers(map, { id, source: id, count: ['get', 'count'], paint: { 'circle-opacity': 0.9 } });

  const tile = (z: number, x: number, y: number) => {
    const url = `${apiBase}/${z}/${x}/${y}${query(filter)}`;
    let answer = kept.get(url);
    if (!answer) {
      answer = fetch(url)
        .then((res) =>
          res.ok ? (res.json() as Promise<FeatureCollection<Point, TreeClusterProperties>>) : undefined,
        )
        .then((collection) => collection?.features ?? [])
        .catch(() => []);
      // A failed answer is not kept: the next move asks again.
      answer.then((features) => features.length === 0 && kept.delete(url));
      kept.set(url, answer);
    }
    return answer;
  };

  const refresh = async () => {
    const mine = ++asked;
    const b = map.getBounds();
    const { z, tiles } = tilesFor([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom());
    const features = (await Promise.all(tiles.map(([x, y]) => tile(z, x, y)))).flat();
    // A later move's answer wins over an earlier one still arriving.
    if (mine !== asked || !map.getSource(id)) return;
    (map.getSource(id) as GeoJSONSource).setData({ type: 'FeatureCollection', features });
    options.onLoaded?.(features.length);
  };
  map.on('moveend', refresh);
  void refresh();

  return {
    setFilter(next) {
      filter = next;
      void refresh();
    },
    remove() {
      map.off('moveend', refresh);
      for (const layer of [`${id}-count`, id]) if (map.getLayer(layer)) map.removeLayer(layer);
      if (map.getSource(id)) map.removeSource(id);
    },
  };
}
