import { inject, vi } from 'vitest';
import { saveSession } from '../../src/auth/session';

type Login = { user: Parameters<typeof saveSession>[0]['profile']; token: string; tasks: string[] };

/** One login per user and test file: the tokens stay valid for the file's tests. */
const logins = new Map<string, Promise<Login>>();

async function requestLogin(username: 'admin' | 'viewer'): Promise<Login> {
  const password = inject(username === 'admin' ? 'adminPassword' : 'viewerPassword');
  const response = await fetch(`${inject('apiUrl')}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200)
    throw new Error(`login as ${username}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Login;
}

/**
 * Logs a demo user in through the real API and stores the session as the login page does (each test
 * starts with a cleared storage, see test/setup.ts). Answers the token.
 */
export async function logIn(
  username: 'admin' | 'viewer' = 'admin',
  { fresh = false }: { fresh?: boolean } = {},
): Promise<string> {
  let login = fresh ? undefined : logins.get(username);
  if (fresh) {
    const { user, token, tasks } = await requestLogin(username);
    saveSession({ profile: user, permissions: tasks, token });
    return token;
  }
  if (!login) {
    login = requestLogin(username);
    logins.set(username, login);
    login.catch(() => logins.delete(username));
  }
  const { user, token, tasks } = await login;
  saveSession({ profile: user, permissions: tasks, token });
  return token;
}

/**
 * A session that claims only the given permissions, with a real viewer's token: the admin shows and
 * hides by the permissions it was given at login, whatever they are, and the server still answers only
 * what the viewer may read. Answers the token.
 */
export async function logInClaiming(tasks: string[]): Promise<string> {
  await logIn('viewer');
  const { user, token } = await logins.get('viewer')!;
  saveSession({ profile: user, permissions: tasks, token });
  return token;
}

/** A call the app made, as it went to the server. */
export interface Call {
  url: URL;
  headers: Headers;
  body: unknown;
}

/**
 * Watches the app's fetch calls on their way to the real server (the spy answers nothing itself).
 * `callsTo(path)` are those to one path, in order. Undone by `vi.restoreAllMocks()`.
 */
export function watchCalls(): { callsTo: (path: string) => Call[] } {
  const spy = vi.spyOn(globalThis, 'fetch');
  const calls = () =>
    spy.mock.calls.map(([input, init]): Call => {
      const request = input instanceof Request ? input : undefined;
      return {
        url: new URL(request?.url ?? String(input)),
        headers: new Headers(init?.headers ?? request?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
    });
  return { callsTo: (path) => calls().filter((c) => c.url.pathname === path) };
}

/** A JSON call to the real API with a token. */
export async function api<T>(path: string, token: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${inject('apiUrl')}/api${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return (await response.json()) as T;
}

/** Uploads a file for a resource's file field through the real API, as the token's user; answers its URL. */
export async function uploadFor(
  token: string,
  resource: string,
  field: string,
  content: Buffer,
): Promise<string> {
  const boundary = '----rimbasetup';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="berkas"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await fetch(`${inject('apiUrl')}/api/upload?${new URLSearchParams({ resource, field })}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
  });
  if (response.status !== 200) throw new Error(`upload for ${resource}.${field}: ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * jsdom's XMLHttpRequest applies CORS, which the real server on another port does not answer, so an
 * upload's XMLHttpRequest is carried out by Node's fetch, the same request byte for byte, to the real
 * server; its answer comes back as is. Install it with `vi.stubGlobal('XMLHttpRequest', FetchXhr)`.
 */
export class FetchXhr {
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(form: FormData) {
    const file = form.get('file') as File;
    const boundary = '----rimbadialog';
    void readBytes(file)
      .then((content) => {
        const body = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
              `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
          ),
          content,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        this.upload.onprogress?.({ lengthComputable: true, loaded: body.length, total: body.length });
        return fetch(this.url, {
          method: this.method,
          headers: { ...this.headers, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
          body,
        });
      })
      .then(async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}
