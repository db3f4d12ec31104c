import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The tables of the platform itself. Resource tables are reached through their definitions. */
export interface Database {
  roles: { id: Generated<number>; role_name: string; description: string | null };
  tasks: { id: Generated<number>; name: string; description: string | null };
  role_tasks: { role_id: number; task_id: number };
  users: {
    id: Generated<number>;
    username: string;
    email: string;
    fullname: string;
    password_hash: string;
    role_id: number;
    active: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  auth_tokens: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    name: string | null;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    created_at: Timestamp;
  };
  uploads: {
    id: Generated<number>;
    url: string;
    filename: string;
    mime: string;
    size: number;
    created_by: number | null;
    created_at: Timestamp;
  };
  app_settings: { key: string; value: string };
  row_counts: { table_name: string; n: number };
}
