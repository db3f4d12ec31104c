import type { UserBeforeLogin } from '../account/accountApi';
import { ApiError, request } from '../api/client';
import { clearSession, type Profile, saveSession } from './session';

interface LoginResponse {
  user: Profile;
  token: string;
  tasks: string[];
}

/**
 * A login's outcome. A refused login of a user whose password was right but who may not enter yet says
 * who: `user` is unverified (a new mail may be asked for) or awaiting approval (the waiting page).
 */
export type LoginResult = { ok: true } | { ok: false; message: string; user?: UserBeforeLogin };

/**
 * The server's message of a failed login. Some servers wrap it as JSON text with an errorMessage field
 * (admin spec §8); that field is shown instead of the raw text.
 */
function loginFailureMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  try {
    const parsed: unknown = JSON.parse(message);
    if (parsed && typeof parsed === 'object' && 'errorMessage' in parsed) return String(parsed.errorMessage);
  } catch {
    // Not JSON: the message is plain text already.
  }
  return message;
}

/** Auth calls always resolve to a result, so the pages never need a try/catch. */
export const authProvider = {
  async login(username: string, password: string): Promise<LoginResult> {
    try {
      const { user, token, tasks } = await request<LoginResponse>('/login', {
        method: 'POST',
        body: { username, password },
      });
      saveSession({ profile: user, permissions: tasks, token });
      return { ok: true };
    } catch (error) {
      const user = error instanceof ApiError ? error.body.data_user_before_login : undefined;
      return {
        ok: false,
        message: loginFailureMessage(error),
        ...(user && typeof user === 'object' ? { user: user as UserBeforeLogin } : {}),
      };
    }
  },

  /** Revokes the token on the server when it can; the local session goes either way. */
  async logout(): Promise<void> {
    try {
      await request('/logout', { method: 'POST' });
    } catch {
      // An expired token or an unreachable server must not keep the user logged in here.
    }
    clearSession();
  },
};
