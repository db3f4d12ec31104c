import { globeStartView } from '@rimba/core/map-style';
import { addClusterLayers, addTreeClusters } from '@rimba/core/tree-clusters';
import type { FeatureCollection, Point } from 'geojson';
import type { FlyToOptions, GeoJSONSource } from 'maplibre-gl';
import type { WinPlace } from '../../api/public';
import { siteMap } from '../../ui/siteMap';

/** Site spec §4 and §9: the globe's spin, its start and the view a found code flies to. */
const secondsPerRevolution = 120;
/**
 * The spin turns the globe a step at a time, four times a second, rather than at every frame the screen
 * draws: each step redraws the globe once, and a phone's main thread stays free between them.
 */
export const spinStepMs = 250;
const maxSpinZoom = 5;
const slowSpinZoom = 3;
const startZoom = globeStartView.zoom;
const found = { zoom: 10, bearing: 130, pitch: 35 } as const;
const clusterRadius = 50;
const clusterMaxZoom = 14;

export interface GlobeOptions {
  styleUrl: string | null;
  /** The accessible name of the map. */
  label: string;
  /** A click on a single place: its index in the places shown. */
  onPlace: (index: number) => void;
  /** The visitor drags or zooms the map. */
  onMove: () => void;
}

export interface Globe {
  /** Stops the spin, draws a code's places in clusters and flies to the first. */
  show(places: WinPlace[]): void;
  /** Takes the places off and lets the globe spin again. */
  clear(): void;
  /** Keeps the globe's centre, and so the places it flies to, clear of what covers the map's sides. */
  setInsets(insets: { left: number }): void;
  /** Settles once the globe has drawn its style: the still picture shown before it may go. */
  loaded: Promise<void>;
  remove(): void;
}

/** What the globe's own moves carry to their events. */
const own = { own: true };

const empty: FeatureCollection<Point> = { type: 'FeatureCollection', features: [] };

/**
 * The tree tracker's globe: every tree of the foundation in the server's clusters, spinning slowly while
 * nobody touches it (a step every `spinStepMs`, only while it is in view in a tab shown, never for a
 * visitor who asks for reduced motion), and a searched code's places in clusters of their own. After every move the map's
 * container holds its zoom and centre (`data-zoom`, `data-center`) and where the first place shows on
 * it (`data-first-place`, in pixels), for whoever reads the page rather than the canvas.
 */
export function createGlobe(container: HTMLElement, options: GlobeOptions): Globe {
  const map = siteMap(container, {
    styleUrl: options.styleUrl,
    label: options.label,
    view: globeStartView,
    controls: { visualizePitch: true },
    // A style of the server's URL is made a globe once loaded; the offline one is a globe from the start.
    offline: (style) => ({ ...style, projection: { type: 'globe' } }),
  });

  let places: WinPlace[] = [];
  let padding = { top: 0, right: 0, bottom: 0, left: 0 };
  // The flight to a code's first place while it lasts, so that new insets can redirect it.
  let flight: FlyToOptions | null = null;
  const fly = (to: FlyToOptions) => {
    map.flyTo({ ...to, padding }, own);
    flight = to;
  };
  // The globe spins while no code is shown, nobody holds it, and it is loaded, in view and in a tab shown.
  let spinning = true;
  let interacting = false;
  let loadedYet = false;
  let inView = true;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  let timer: ReturnType<typeof setInterval> | undefined;

  const turn = () => {
    const zoom = map.getZoom();
    // A flight or a drag under way is left to end; the next step turns from where it ends.
    if (interacting || zoom >= maxSpinZoom || map.isMoving()) return;
    let degreesPerSecond = 360 / secondsPerRevolution;
    if (zoom > slowSpinZoom) degreesPerSecond *= (maxSpinZoom - zoom) / (maxSpinZoom - slowSpinZoom);
    const center = map.getCenter();
    center.lng -= (degreesPerSecond * spinStepMs) / 1000;
    map.jumpTo({ center }, own);
  };
  const spin = () => {
    const may =
      spinning && loadedYet && inView && !reducedMotion?.matches && document.visibilityState !== 'hidden';
    if (may && timer === undefined) timer = setInterval(turn, spinStepMs);
    if (!may && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  document.addEventListener('visibilitychange', spin);
  reducedMotion?.addEventListener?.('change', spin);
  const seen =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          inView = entries.some((entry) => entry.isIntersecting);
          spin();
        });
  seen?.observe(container);

  const note = () => {
    const center = map.getCenter();
    container.dataset.zoom = map.getZoom().toFixed(2);
    container.dataset.center = `${center.lng.toFixed(5)},${center.lat.toFixed(5)}`;
    const first = places[0];
    if (first) {
      const at = map.project([first.longitude, first.latitude]);
      container.dataset.firstPlace = `${Math.round(at.x)},${Math.round(at.y)}`;
    } else delete container.dataset.firstPlace;
  };

  for (const start of ['mousedown', 'touchstart'] as const) map.on(start, () => (interacting = true));
  for (const end of ['mouseup', 'touchend', 'dragend', 'pitchend', 'rotateend'] as const) {
    map.on(end, () => (interacting = false));
  }
  map.on('moveend', () => {
    flight = null;
    note();
  });
  // The globe's own moves (the spin, the flights) are marked; any other is the visitor's.
  map.on('dragstart', () => options.onMove());
  map.on('zoomstart', (event) => {
    if (!('own' in event)) options.onMove();
  });

  const loaded = new Promise<void>((resolve) => map.once('load', () => resolve()));
  if (options.styleUrl?.trim()) map.on('style.load', () => map.setProjection({ type: 'globe' }));

  void loaded.then(() => {
    addTreeClusters(map, { id: 'all-trees' });
    map.setPaintProperty('all-trees', 'circle-opacity', 0.45);
    map.addSource('win', {
      type: 'geojson',
      data: empty,
      cluster: true,
      clusterRadius,
      clusterMaxZoom,
    });
    addClusterLayers(map, {
      id: 'win-clusters',
      source: 'win',
      count: ['get', 'point_count'],
      filter: ['has', 'point_count'],
      paint: { 'circle-stroke-color': '#14532d', 'circle-stroke-width': 2 },
    });
    map.addLayer({
      id: 'win-place',
      type: 'circle',
      source: 'win',
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': '#16a34a',
        'circle-radius': 9,
        'circle-stroke-width': 2,
        'circle-stroke-color': '#ffffff',
      },
    });
    note();
    loadedYet = true;
    spin();
  });

  map.on('click', 'win-clusters', async (event) => {
    const cluster = event.features?.[0];
    if (cluster?.geometry.type !== 'Point') return;
    const zoom = await (map.getSource('win') as GeoJSONSource).getClusterExpansionZoom(
      Number(cluster.properties.cluster_id),
    );
    map.easeTo({ center: cluster.geometry.coordinates as [number, number], zoom }, own);
  });
  map.on('click', 'win-place', (event) => {
    const place = event.features?.[0];
    if (place) options.onPlace(Number(place.properties.index));
  });
  for (const layer of ['win-clusters', 'win-place']) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }

  const setPlaces = (next: WinPlace[]) => {
    places = next;
    void loaded.then(() => {
      (map.getSource('win') as GeoJSONSource | undefined)?.setData({
        type: 'FeatureCollection',
        features: next.map((p, index) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
          properties: { index },
        })),
      });
      note();
    });
  };

  return {
    loaded,
    show(next) {
      const first = next[0];
      if (!first) return;
      spinning = false;
      spin();
      setPlaces(next);
      void loaded.then(() => fly({ center: [first.longitude, first.latitude], ...found, essential: true }));
    },
    clear() {
      setPlaces([]);
      spinning = true;
      spin();
      void loaded.then(() => fly({ zoom: startZoom, bearing: 0, pitch: 0, essential: true }));
    },
    setInsets({ left }) {
      if (left === padding.left) return;
      padding = { ...padding, left };
      void loaded.then(() => {
        if (flight) fly(flight);
        else map.easeTo({ padding, duration: 300 }, own);
      });
    },
    remove() {
      spinning = false;
      spin();
      seen?.disconnect();
      document.removeEventListener('visibilitychange', spin);
      reducedMotion?.removeEventListener?.('change', spin);
      map.remove();
    },
  };
}
