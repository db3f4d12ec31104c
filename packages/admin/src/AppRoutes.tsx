import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';
import { AdminLayout } from './layout/AdminLayout';
import { NoModulePage, NotFoundPage } from './layout/StatusPages';
import { useMenuModules } from './layout/useMenuModules';
import { ModuleView } from './modules/ModuleView';
import { modules } from './modules/registry';

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
          <Route key={m.route} path={m.route} element={<ModuleView key={m.route} resource={m.resource} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
