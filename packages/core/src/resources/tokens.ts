import type { FieldInput } from '../fields.js';
import { defineResource } from '../resource.js';

const tokenFields = {
  name: {
    type: 'text',
    label: { id: 'Nama', en: 'Name' },
    rules: 'required|max:100',
    searchable: true,
    sortable: true,
    hint: { id: 'Untuk apa token ini dipakai', en: 'What the token is used for' },
  },
  expires_at: {
    type: 'datetime',
    label: { id: 'Berlaku Sampai', en: 'Expires' },
    rules: 'required',
    sortable: true,
  },
  user_id: {
    type: 'lookup',
    label: { id: 'Pemilik', en: 'Owner' },
    rules: 'required',
    lookup: { resource: 'users', label: 'username' },
    form: false,
  },
  kind: {
    type: 'select',
    label: { id: 'Jenis', en: 'Kind' },
    options: [
      { value: 'session', label: { id: 'Sesi Login', en: 'Login Session' } },
      { value: 'personal', label: { id: 'Token API', en: 'API Token' } },
    ],
    rules: 'required|max:16',
    form: false,
  },
  // Only the hash of the secret is kept; never answered.
  token_hash: {
    type: 'password',
    label: { id: 'Sidik Token', en: 'Token Hash' },
    rules: 'required',
    form: false,
  },
  revoked_at: { type: 'datetime', label: { id: 'Dicabut', en: 'Revoked' }, form: false, sortable: true },
} satisfies Record<string, FieldInput>;

/**
 * A user's own personal API tokens: each works as `Authorization: Bearer` with its owner's permissions.
 * The secret is answered once, by the create call; deleting a token revokes it.
 */
export const apiTokens = defineResource({
  name: 'api-token',
  table: 'auth_tokens',
  title: { id: 'Token API', en: 'API Tokens' },
  menu: { module: 'user-role', path: '/api-token' },
  actions: ['create', 'read', 'delete'],
  export: false,
  fields: tokenFields,
  // One's own personal tokens, whoever one is.
  scope: { where: { user_id: '$caller.id', kind: 'personal' }, everyone: true },
});

/** Everyone's tokens, login sessions and personal ones, for an admin to see and revoke. */
export const othersTokens = defineResource({
  name: 'others-token',
  table: 'auth_tokens',
  title: { id: 'Token Pengguna Lain', en: "Others' Tokens" },
  menu: { module: 'user-role', path: '/others-token' },
  actions: ['read', 'delete'],
  export: false,
  fields: tokenFields,
});
