import { nearbyGroups } from '@rimba/core';
import { addTreeClusters } from '@rimba/core/tree-clusters';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import { Marker, Popup } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiUrl, request } from '../api/client';
import { adminMap } from '../fields/adminMap';
import { useMapConfig } from '../fields/mapConfig';
import './texts';

interface Project {
  id: number;
  project_name: string;
  lat: number | null;
  lng: number | null;
  rel_department_id?: { label: string | null } | null;
}

/** Whether this browser can draw a MapLibre map (WebGL). */
function canDraw(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return !!(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** How far apart, in pixels, two pins are drawn apart; closer ones share a pin. */
const pinSpacing = 32;

const escapeHtml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Peta WIN (/dashboard/map): the projects the user may read as markers, each opening an info window that
 * links to the project's detail, over the clusters of every planted tree, which the server sums per tile.
 */
export default function WinMapPage() {
  const { t } = useTranslation();
  const drawable = useRef(canDraw()).current;
  const config = useMapConfig(drawable);
  const projects = useQuery({
    queryKey: ['win-map', 'projects'],
    queryFn: async () =>
      (
        await request<{ data: Project[] }>('/projects/list', {
          query: { limit: 100, order: 'project_name', sort: 'ASC' },
        })
      ).data,
  });
  const container = useRef<HTMLElement>(null);
  const [shown, setShown] = useState(0);
  const navigate = useNavigate();

  const styleUrl = config.data?.styleUrl ?? null;
  // A user who may not read the projects still sees the trees.
  const ready = drawable && !config.isPending && !projects.isPending;
  useEffect(() => {
    if (!ready || !container.current) return;
    const map = adminMap(container.current, styleUrl);
    let clusters: ReturnType<typeof addTreeClusters> | undefined;
    map.on('load', () => {
      clusters = addTreeClusters(map, { apiBase: apiUrl('/public/trees/clusters') });
    });
    const placed = (projects.data ?? []).filter((p) => p.lat !== null && p.lng !== null);
    const lines = (project: Project) => {
      const route = `/master/projects?view=detail&id=${project.id}`;
      const link = `${import.meta.env.BASE_URL.replace(/\/$/, '')}${route}`;
      const department = project.rel_department_id?.label;
      return (
        `<strong>${escapeHtml(project.project_name)}</strong>` +
        (department ? `<br/>${escapeHtml(t('winMap.department'))}: ${escapeHtml(department)}` : '') +
        `<br/><a href="${link}" data-route="${route}" data-testid="win-map-project-link">${escapeHtml(t('winMap.detail'))}</a>`
      );
    };
    // A plain click on a project's link opens its detail inside the app, as every other link does, rather
    // than loading the whole back-office again; a new tab or window still follows the address.
    const follow = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[data-route]');
      if (!(anchor instanceof HTMLAnchorElement) || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(anchor.dataset.route!);
    };
    const element = container.current;
    element.addEventListener('click', follow);
    let markers: Marker[] = [];
    // Projects a few kilometres apart share one pin until the map is zoomed in far enough to tell them
    // apart: a pin drawn over another would leave that one impossible to click.
    const place = () => {
      for (const marker of markers) marker.remove();
      const groups = nearbyGroups(placed, (p) => map.project([Number(p.lng), Number(p.lat)]), pinSpacing);
      markers = groups.map((group) => {
        const first = group[0]!;
        const popup = new Popup({ offset: 24, maxWidth: '20rem', className: 'win-map-popup' }).setHTML(
          (group.length > 1 ? `<p>${escapeHtml(t('winMap.group', { count: group.length }))}</p>` : '') +
            group.map((p) => `<p>${lines(p)}</p>`).join(''),
        );
        const marker = new Marker({ color: '#b45309' })
          .setLngLat([Number(first.lng), Number(first.lat)])
          .setPopup(popup)
          .addTo(map);
        const element = marker.getElement();
        element.dataset.testid = 'win-map-project';
        element.dataset.projects = String(group.length);
        element.setAttribute('aria-label', group.map((p) => p.project_name).join(', '));
        element.setAttribute('role', 'button');
        return marker;
      });
    };
    place();
    map.on('zoomend', place);
    setShown(placed.length);
    return () => {
      element.removeEventListener('click', follow);
      clusters?.remove();
      for (const marker of markers) marker.remove();
      map.remove();
    };
  }, [ready, styleUrl, projects.data, t, navigate]);

  const unplaced = (projects.data ?? []).filter((p) => p.lat === null || p.lng === null).length;
  return (
    <Card>
      {!drawable && <Alert type="warning" message={t('winMap.noWebgl')} showIcon />}
      {drawable && !ready && <Typography.Text type="secondary">{t('winMap.loading')}</Typography.Text>}
      {ready && (
        <Typography.Paragraph data-testid="win-map-count">
          {t('winMap.projects', { count: shown })}
          {unplaced > 0 && ` · ${t('winMap.noPlace', { count: unplaced })}`}
        </Typography.Paragraph>
      )}
      <section
        ref={container}
        aria-label={t('winMap.label')}
        data-testid="win-map"
        style={{
          width: '100%',
          height: 'calc(100vh - 260px)',
          minHeight: 420,
          borderRadius: 6,
          overflow: 'hidden',
        }}
      ></section>
    </Card>
  );
}
