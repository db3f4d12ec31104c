import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { RequireAuth } from './auth/RequireAuth';

/**
 * Everything behind the login (the layout, the menu built from every resource's module, the module
 * engine, the pages) loads once someone is signed in, so the login page comes first and fast.
 */
const SignedInApp = lazy(() => import('./SignedInRoutes'));

/** The account pages besides login load when opened. */
const RegisterPage = lazy(() => import('./account/RegisterPage'));
const VerifyEmailPage = lazy(() => import('./account/VerifyEmailPage'));
const WaitingAppsPage = lazy(() => import('./account/WaitingAppsPage'));
const ResetPasswordPage = lazy(() => import('./account/ResetPasswordPage'));
const LegalPage = lazy(() => import('./account/LegalPage'));

const loading = <Spin data-testid="page-loading" />;
const accountPages: [string, ReactNode][] = [
  ['/register', <RegisterPage key="register" />],
  ['/verify-email', <VerifyEmailPage key="verify" />],
  ['/waiting-apps', <WaitingAppsPage key="waiting" />],
  ['/reset-password', <ResetPasswordPage key="reset" />],
  ['/terms', <LegalPage key="terms" document="terms" />],
  ['/privacy', <LegalPage key="privacy" document="privacy" />],
];

/**
 * The admin's routes relative to its base `/admin`: login and the account pages stand alone; every
 * other path is the signed-in part, for a logged-in user only (anyone else goes to login).
 */
export function AccountRoutes({ signedIn }: { signedIn: ReactNode }) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      {accountPages.map(([path, page]) => (
        <Route key={path} path={path} element={<Suspense fallback={loading}>{page}</Suspense>} />
      ))}
      <Route
        path="*"
        element={
          <RequireAuth>
            <Suspense fallback={<Spin data-testid="app-chunk-loading" />}>{signedIn}</Suspense>
          </RequireAuth>
        }
      />
    </Routes>
  );
}

export function AppRoutes() {
  return <AccountRoutes signedIn={<SignedInApp />} />;
}
