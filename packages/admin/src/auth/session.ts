import { isAllowed, type Principal } from '@rimba/core';
import { useSyncExternalStore } from 'react';

/** The logged-in user as the login call returns it. */
export interface Profile {
  id: number;
  username: string;
  email: string;
  fullname: string;
  phone?: string | null;
  role_id: number;
  role_name: string;
  /** The zone the user reads times in; null (or absent, from an older login): the browser's own. */
  time_zone?: string | null;
}

export interface Session {
  profile: Profile;
  permissions: string[];
  token: string;
}

/** localStorage keys named by the specification (admin §3 "Locally stored"). */
const keys = { profile: 'profile', permission: 'permission', token: '_token' } as const;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

let cached: { raw: string; session: Session | null } = { raw: '', session: null };

function parse(profile: string | null, permission: string | null, token: string | null): Session | null {
  if (!profile || !token) return null;
  try {
    const parsed: unknown = JSON.parse(permission ?? '[]');
    const permissions = Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
    return { profile: JSON.parse(profile) as Profile, permissions, token };
  } catch {
    return null;
  }
}

/** The stored session, or null when nobody is logged in. The same object while storage is unchanged. */
export function readSession(): Session | null {
  const profile = localStorage.getItem(keys.profile);
  const permission = localStorage.getItem(keys.permission);
  const token = localStorage.getItem(keys.token);
  const raw = `${profile}\n${permission}\n${token}`;
  if (raw !== cached.raw) cached = { raw, session: parse(profile, permission, token) };
  return cached.session;
}

export function saveSession(session: Session): void {
  localStorage.setItem(keys.profile, JSON.stringify(session.profile));
  localStorage.setItem(keys.permission, JSON.stringify(session.permissions));
  localStorage.setItem(keys.token, session.token);
  notify();
}

/**
 * Forgets the session. Only the session keys go: the remembered language is a preference of the
 * browser, not of the user who was logged in.
 */
export function clearSession(): void {
  for (const key of Object.values(keys)) localStorage.removeItem(key);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession);
}

function principalOf(session: Session | null): Principal | null {
  return session ? { roleId: session.profile.role_id, tasks: session.permissions } : null;
}

/** Whether the logged-in user may do what the permission string names (admin spec §6). */
export function useCan(permission: string): boolean {
  return isAllowed(principalOf(useSession()), permission);
}

/** A checker for many permissions at once, e.g. one per menu entry. */
export function useCanCheck(): (permission: string) => boolean {
  const principal = principalOf(useSession());
  return (permission) => isAllowed(principal, permission);
}
