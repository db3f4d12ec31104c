import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
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
 * so the login page and the layout come first and fast.
 */
const ModuleView = lazy(() => import('./modules/ModuleView').then((m) => ({ default: m.ModuleView })));

/** The account pages besides login load when opened. */
const RegisterPage = lazy(() => import('./account/RegisterPage'));
const VerifyEmailPage = lazy(() => import('./account/VerifyEmailPage'));
const WaitingAppsPage = lazy(() => import('./account/WaitingAppsPage'));
const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage'));
const LegalPage = lazy(() => import('./account/LegalPage'));
const MyAccountPage = lazy(() => import('./account/MyAccountPage'));

const loading = <Spin data-testid="page-loading" />;
const accountPages: [string, ReactNode][] = [
  ['/register', <RegisterPage key="register" />],
  ['/verify-email', <VerifyEmailPage key="verify" />],
  ['/waiting-apps', <WaitingAppsPage key="waiting" />],
  ['/reset-password', <ResetPasswordPage key="reset" />],
  ['/terms', <LegalPage key="terms" document="terms" />],
  ['/privacy', <LegalPage key="privacy" document="privacy" />],
];

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
 * Every route of the admin, relative to its base `/admin`, built from the given routes in menu order:
 * `/` and each `/{menu module}` open their first readable route; routes with a layout sit in the
 * dashboard layout, the others stand alone.
 */
export function AdminRoutes({ routes }: { routes: readonly AdminRoute[] }) {
  const menus = [...new Set(routes.map((r) => r.menu))];
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {accountPages.map(([path, page]) => (
        <Route key={path} path={path} element={<Suspense fallback={loading}>{page}</Suspense>} />
      ))}
      <Route
        element={
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        }
      >
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
              <Suspense fallback={loading}>
                <MyAccountPage />
              </Suspense>
            }
          />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {routes.filter((r) => !r.layout).map(routeElement)}
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  return <AdminRoutes routes={appRoutes()} />;
}
