import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Where a user's account stands: self-registered users go through the first two before approval. */
export type UserStatus = 'email_unverified' | 'email_verified' | 'approved' | 'rejected' | 'inactive';
export type CodePurpose = 'verify_email' | 'reset_password';
/** `kept`: no mail server is configured, so the mail stays in the outbox (and the log) only. */
export type MailStatus = 'pending' | 'sent' | 'failed' | 'kept';
/** A login session, or a personal API token made by its owner. */
export type TokenKind = 'session' | 'personal';

/** The tables of the platform itself. Resource tables are reached through their definitions. */
export interface Database {
  roles: {
    id: Generated<number>;
    role_name: string;
    description: string | null;
    open_registration: Generated<boolean>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  tasks: {
    id: Generated<number>;
    name: string;
    description: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  role_tasks: { role_id: number; task_id: number };
  users: {
    id: Generated<number>;
    username: string;
    email: string;
    fullname: string;
    phone: ColumnType<string | null, string | null | undefined, string | null>;
    /** The argon2id hash of the password. */
    password: string;
    role_id: number;
    status_code: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
    department_id: number | null;
    project_id: number | null;
    unit_id: ColumnType<number | null, number | null | undefined, number | null>;
    /** The project named at registration: for the approver to see; it gives no reach. */
    registered_project_id: ColumnType<number | null, number | null | undefined, number | null>;
    job_position: string | null;
    reject_reason: string | null;
    lang: ColumnType<string, string | undefined, string>;
    /** The zone times are shown in; null: the browser's. */
    time_zone: ColumnType<string | null, string | null | undefined, string | null>;
    decided_by: number | null;
    decided_at: Timestamp | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  departments: {
    id: Generated<number>;
    department_name: string;
    contact_pic: string;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  projects: {
    id: Generated<number>;
    project_name: string;
    department_id: number;
    location: unknown;
    lat: number | null;
    lng: number | null;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  account_codes: {
    id: Generated<number>;
    user_id: number;
    purpose: CodePurpose;
    code_hash: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: Timestamp;
  };
  mail_outbox: {
    id: Generated<number>;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    /** Further headers as a JSON object, or null. */
    headers: string | null;
    reply_to: string | null;
    status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
    attempts: Generated<number>;
    next_attempt_at: Timestamp;
    last_error: string | null;
    sent_at: Timestamp | null;
    created_at: Timestamp;
  };
  auth_tokens: {
    id: Generated<number>;
    user_id: number;
    token_hash: string;
    name: string;
    expires_at: Timestamp;
    revoked_at: Timestamp | null;
    kind: ColumnType<TokenKind, TokenKind | undefined, TokenKind>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  uploads: {
    id: Generated<number>;
    url: string;
    filename: string;
    mime: string;
    size: number;
    /** Pixel size, for images whose size could be read. */
    width: number | null;
    height: number | null;
    created_by: number | null;
    created_at: Timestamp;
    /** When a saved record first held the file, and which: until then the file may be swept away. */
    attached_at: Timestamp | null;
    resource: string | null;
    record_id: number | null;
    /** The field holding it, `plantings.photo` for a sub-record's. */
    field: string | null;
    /** The SHA-256 (lowercase hex) of the bytes it was sent with; null for files uploaded before it was kept. */
    sha256: string | null;
  };
  workflow_transitions: {
    id: Generated<number>;
    resource: string;
    record_id: number;
    transition: string;
    from_state: string | null;
    to_state: string;
    reason: string | null;
    user_id: number | null;
    created_at: Timestamp;
  };
  app_settings: { key: string; value: string };
  job_leases: { name: string; holder: string; expires_at: Timestamp };
  idempotent_creates: {
    user_id: number;
    resource: string;
    key: string;
    request_hash: string;
    row_id: number | null;
    created_at: Generated<Timestamp>;
  };
  row_counts: { table_name: string; n: number };
}
