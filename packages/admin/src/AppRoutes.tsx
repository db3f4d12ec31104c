import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { AdminLayout } from './layout/AdminLayout';
import { NoModulePage, NotFoundPage } from './layout/StatusPages';
import { useMenuModules } from './layout/useMenuModules';
import { modules } from './modules/registry';

/**
 * The module engine (tables, forms, pickers, every field renderer) loads when the first module opens,
 * so the login page and the layout come first and fast.
 */
const ModuleView = lazy(() => import('./modules/ModuleView').then((m) => ({ default: m.ModuleView })));

/** `/` opens the first module the user may read. */
function Home() {
  const first = useMenuModules()[0]?.modules[0];
  return first ? <Navigate to={first.route} replace /> : <NoModulePage />;
}

/** Every route of the admin, relative to its base `/admin`. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route
        element={
          <RequireAuth>
            <AdminLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Home />} />
        {modules.map((m) => (
          <Route
            key={m.route}
            path={m.route}
            element={
              <Suspense fallback={<Spin data-testid="module-chunk-loading" />}>
                <ModuleView key={m.route} module={m} />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
