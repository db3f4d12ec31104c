import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AccountRoutes } from './AppRoutes';
import { useCanCheck } from './auth/session';
import { AdminLayout } from './layout/AdminLayout';
import { PageView } from './layout/PageView';
import { ForbiddenPage, NoModulePage, NotFoundPage } from './layout/StatusPages';
import { type AdminRoute, adminRoutes } from './modules/routes';
import { pageRoutes } from './pages';
import './resources';

let routes: AdminRoute[] | undefined;
/** The admin's own routes: every module's and the pages'. */
const appRoutes = () => {
  routes ??= adminRoutes(pageRoutes);
  return routes;
};

/**
 * The module engine (tables, forms, pickers, every field renderer) loads when the first module opens,
 * so the layout and the menu come first.
 */
const ModuleView = lazy(() => import('./modules/ModuleView').then((m) => ({ default: m.ModuleView })));
const MyAccountPage = lazy(() => import('./account/MyAccountPage'));

/** Opens the first of the routes the user may read (admin spec §2: a parent path redirects to it). */
function FirstReadable({ routes, otherwise }: { routes: readonly AdminRoute[]; otherwise: ReactNode }) {
  const can = useCanCheck();
  const first = routes.find((r) => can(r.read));
  return first ? <Navigate to={first.path} replace /> : otherwise;
}

function routeElement(route: AdminRoute) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        route.module ? (
          <Suspense fallback={<Spin data-testid="module-chunk-loading" />}>
            <ModuleView key={route.path} module={route.module} />
          </Suspense>
        ) : (
          <PageView key={route.path} route={route} />
        )
      }
    />
  );
}

/**
 * The signed-in admin, built from the given routes in menu order: `/` and each `/{menu module}` open
 * their first readable route; routes with a layout sit in the dashboard layout, the others stand alone.
 */
export function SignedInRoutes({ routes }: { routes: readonly AdminRoute[] }) {
  const menus = [...new Set(routes.map((r) => r.menu))];
  return (
    <Routes>
      <Route element={<AdminLayout routes={routes} />}>
        <Route index element={<FirstReadable routes={routes} otherwise={<NoModulePage />} />} />
        {menus.map((menu) => (
          <Route
            key={menu}
            path={`/${menu}`}
            element={
              <FirstReadable routes={routes.filter((r) => r.menu === menu)} otherwise={<ForbiddenPage />} />
            }
          />
        ))}
        {routes.filter((r) => r.layout).map(routeElement)}
        <Route
          path="/account"
          element={
            <Suspense fallback={<Spin data-testid="page-loading" />}>
              <MyAccountPage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {routes.filter((r) => !r.layout).map(routeElement)}
    </Routes>
  );
}

/** The whole admin with the given routes instead of its own (for tests of the routing). */
export function AdminRoutes({ routes }: { routes: readonly AdminRoute[] }) {
  return <AccountRoutes signedIn={<SignedInRoutes routes={routes} />} />;
}

/** The signed-in admin with its own routes. */
export default function SignedInApp() {
  return <SignedInRoutes routes={appRoutes()} />;
}
