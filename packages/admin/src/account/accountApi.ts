import { useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/**
 * Which account flows the server has open (admin spec §3 options allowRegister and forgetPassword), and
 * whether it holds its demo content (the menu shows the example modules then).
 */
export interface AccountOptions {
  allowRegister: boolean;
  forgetPassword: boolean;
  demoContent: boolean;
}

export function useAccountOptions() {
  return useQuery({
    queryKey: ['no-auth', 'options'],
    queryFn: () => request<AccountOptions>('/no-auth/options'),
    staleTime: 5 * 60_000,
  });
}

/** The department a user belongs to, with its contact person as 'name - number'. */
export interface Departement {
  id: number;
  department_name: string;
  contact_pic: string;
}

/**
 * A department's name as the texts name it after the word "Departemen" ("Admin Departemen {department}"):
 * a name that already starts with the word (the demo's "Departemen Mangrove") loses it.
 */
export function departmentShortName(name: string): string {
  return name.replace(/^\s*departemen\s+/i, '').trim() || name;
}

/** The user of a refused login (admin spec §3 "User after login"): not verified, or awaiting approval. */
export interface UserBeforeLogin {
  id: number;
  username: string;
  email: string;
  fullname: string;
  status_code: 'email_unverified' | 'email_verified';
  departement: Departement | null;
}

export interface RoleChoice {
  id: number;
  role_name: string;
  description: string | null;
}

type Message = { message: string };

export const accountApi = {
  resendVerification: (user: Pick<UserBeforeLogin, 'email'>) =>
    request<Message>('/request_email_verification', { method: 'POST', body: { email: user.email } }),
  forgotPassword: (email: string) =>
    request<Message>('/request_forgot_password', { method: 'POST', body: { email } }),
  verifyEmail: (code: string) => request<Message>('/verify-email', { method: 'POST', body: { code } }),
  changePassword: (code: string, password: string) =>
    request<Message>('/change_password', { method: 'POST', body: { code, password } }),
  register: (form: Record<string, unknown>) => request<Message>('/register', { method: 'POST', body: form }),
  roles: () => request<{ data: RoleChoice[] }>('/no-auth/role-register').then((r) => r.data),
  departments: () =>
    request<{ data: { id: number; department_name: string }[] }>('/no-auth/departments').then((r) => r.data),
  projects: (departmentId: number) =>
    request<{ data: { id: number; project_name: string }[] }>('/no-auth/projects', {
      query: { department_id: departmentId },
    }).then((r) => r.data),
  /** Whether an email or username is taken already (truthy: taken). */
  taken: (query: { email: string } | { username: string }) =>
    request<{ data: boolean }>('/no-auth/find-user-by-username-email', { query }).then((r) => r.data),
};

/** The number of a contact written 'name - number': what follows the last dash. */
export function contactNumber(contact: string): string {
  const dash = contact.lastIndexOf(' - ');
  return dash < 0 ? '' : contact.slice(dash + 3).trim();
}
