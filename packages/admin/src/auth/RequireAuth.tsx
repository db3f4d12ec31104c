import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from './session';

/** Shows its children to a logged-in user; anyone else, or a session ended by a 401, goes to login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  return useSession() ? children : <Navigate to="/login" replace />;
}
