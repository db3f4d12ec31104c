import type { FieldInput } from './fields.js';
import { defineResource } from './resource.js';
import { users } from './resources/users.js';

/** A field of the users resource as the registration form asks it, with its rules or others. */
function asked(name: string, rules?: string): FieldInput {
  const field = users.fieldsByName.get(name);
  if (!field) throw new Error(`users has no field ${name}`);
  const { type, label, placeholder, hint, lookup } = field;
  return { type, label, placeholder, hint, lookup, rules: rules ?? field.rules };
}

/**
 * The registration form of admin spec §3 ("Registration form"): what the wizard checks step by step
 * and the server checks again. Not a resource of its own (it has no routes); the account fields keep the
 * users resource's rules, and the organisation fields are all required here.
 */
export const registration = defineResource({
  name: 'register',
  title: { id: 'Pendaftaran', en: 'Registration' },
  menu: { module: 'user-role', path: '/register' },
  fields: {
    fullname: asked('fullname'),
    email: asked('email'),
    username: asked('username'),
    password: asked('password', 'required'),
    role_id: asked('role_id', 'required'),
    department_id: asked('department_id', 'required'),
    project_id: asked('project_id', 'required'),
    job_position: asked('job_position', 'required|max:255'),
  },
});

/** The wizard's steps (admin spec §2 "Register"): which fields each step asks. */
export const registrationSteps = [
  ['fullname', 'email', 'username', 'password'],
  ['role_id', 'department_id', 'project_id', 'job_position'],
] as const;
