import { addClusterLayers } from '@rimba/core/tree-clusters';
import { type GeoJSONSource, type Map as MapLibreMap, Popup } from 'maplibre-gl';
import type { FarmerPoint, FarmersMapAnswer } from '../../api/public';
import { siteMap } from '../../ui/siteMap';

/** Site spec §9: where the map opens, and how its farmers cluster. */
const start = { center: [106.8, -6.2] as [number, number], zoom: 6 };
const clusterRadius = 50;
const clusterMaxZoom = 14;

export interface FarmersMapOptions {
  styleUrl: string | null;
  /** The accessible name of the map. */
  label: string;
  year: number;
  /** The farmers of a year in a view `west,south,east,north`. */
  load: (year: number, bbox: string, signal: AbortSignal) => Promise<FarmersMapAnswer>;
  /** The words of a farmer's popup, and how a number of trees is written. */
  texts: { totalTrees: string; district: string; village: string; number: (n: number) => string };
  /** After each answer shown: how many farmers, and whether the view held more. */
  onLoaded: (shown: { farmers: number; truncated: boolean }) => void;
}

export interface FarmersMap {
  /** Shows the farmers of another year. */
  setYear(year: number): void;
  remove(): void;
}

/** The view asked of the server: the map's bounds on the Earth, widened to whole hundredths of a degree. */
function viewOf(map: MapLibreMap): string {
  const b = map.getBounds();
  const floor = (n: number, limit: number) => Math.max(-limit, Math.floor(n * 100) / 100);
  const ceil = (n: number, limit: number) => Math.min(limit, Math.ceil(n * 100) / 100);
  const [west, east] = [floor(b.getWest(), 180), ceil(b.getEast(), 180)];
  // A view wrapped round the Earth asks for all of it.
  return [
    west < east ? west : -180,
    floor(b.getSouth(), 90),
    west < east ? east : 180,
    ceil(b.getNorth(), 90),
  ]
    .map((n) => n.toFixed(2))
    .join(',');
}

/** A farmer's popup, written as text nodes: names come from the data, never as markup. */
function popupOf(point: FarmerPoint['properties'], texts: FarmersMapOptions['texts']): HTMLElement {
  const box = document.createElement('div');
  box.className = 'text-sm text-emerald-950';
  box.dataset.testid = 'farmer-popup';
  const name = document.createElement('p');
  name.className = 'mb-1 font-semibold';
  name.textContent = point.farmer;
  const rows = document.createElement('dl');
  rows.className = 'grid grid-cols-[auto_1fr] gap-x-3';
  for (const [term, value] of [
    [texts.totalTrees, texts.number(point.total_trees)],
    [texts.district, point.district ?? '–'],
    [texts.village, point.village],
  ] as const) {
    const dt = document.createElement('dt');
    dt.textContent = term;
    const dd = document.createElement('dd');
    dd.textContent = value;
    rows.append(dt, dd);
  }
  box.append(name, rows);
  return box;
}

/**
 * The home page's map of farmers: after each move it asks the server for the farmers of the year in the
 * view (at most 2,000, those with the most trees) and draws them in clusters coloured as the spec's, each
 * farmer a marker whose popup names them, their trees, district and village. After each answer the
 * container holds the number of farmers shown (`data-farmers`), their year (`data-year`), the zoom
 * (`data-zoom`) and the farmer with the most trees and where they show, in pixels (`data-top-farmer`,
 * `id@x,y`), for whoever reads the page rather than the canvas.
 */
export function createFarmersMap(container: HTMLElement, options: FarmersMapOptions): FarmersMap {
  const map = siteMap(container, { styleUrl: options.styleUrl, label: options.label, view: start });
  let year = options.year;
  let asking: AbortController | undefined;
  const popup = new Popup({ offset: 12, maxWidth: '18rem' });

  const note = (answer: FarmersMapAnswer) => {
    container.dataset.farmers = String(answer.features.length);
    container.dataset.year = String(year);
    container.dataset.zoom = map.getZoom().toFixed(2);
    const top = answer.features[0];
    if (top) {
      const at = map.project(top.geometry.coordinates);
      container.dataset.topFarmer = `${top.id}@${Math.round(at.x)},${Math.round(at.y)}`;
    } else delete container.dataset.topFarmer;
  };

  const refresh = async () => {
    asking?.abort();
    const mine = new AbortController();
    asking = mine;
    try {
      const answer = await options.load(year, viewOf(map), mine.signal);
      const source = map.getSource('farmers') as GeoJSONSource | undefined;
      if (mine.signal.aborted || !source) return;
      source.setData(answer);
      note(answer);
      options.onLoaded({ farmers: answer.features.length, truncated: answer.truncated });
    } catch {
      // Aborted by a later move, or the server could not answer: the next move asks again.
    }
  };

  map.on('load', () => {
    map.addSource('farmers', {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      cluster: true,
      clusterRadius,
      clusterMaxZoom,
    });
    addClusterLayers(map, {
      id: 'farmer-clusters',
      source: 'farmers',
      count: ['get', 'point_count'],
      filter: ['has', 'point_count'],
    });
    map.addLayer({
      id: 'farmer',
      type: 'circle',
      source: 'farmers',
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': '#15803d',
        'circle-radius': 7,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    });
    map.on('moveend', refresh);
    void refresh();
  });

  map.on('click', 'farmer-clusters', async (event) => {
    const cluster = event.features?.[0];
    if (cluster?.geometry.type !== 'Point') return;
    const zoom = await (map.getSource('farmers') as GeoJSONSource).getClusterExpansionZoom(
      Number(cluster.properties.cluster_id),
    );
    map.easeTo({ center: cluster.geometry.coordinates as [number, number], zoom });
  });
  map.on('click', 'farmer', (event) => {
    const farmer = event.features?.[0];
    if (farmer?.geometry.type !== 'Point') return;
    popup
      .setLngLat(farmer.geometry.coordinates as [number, number])
      .setDOMContent(popupOf(farmer.properties as FarmerPoint['properties'], options.texts))
      .addTo(map);
  });
  for (const layer of ['farmer-clusters', 'farmer']) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }

  return {
    setYear(next) {
      if (next === year) return;
      year = next;
      popup.remove();
      if (map.getSource('farmers')) void refresh();
    },
    remove() {
      asking?.abort();
      map.remove();
    },
  };
}
