import { editableReportStates, type Lang } from '@rimba/core';
import { call } from './api';
import { type Bundle, db, type LocalReport, type ServerRow, type Session } from './db';
import { reportData, syncResource, valuesOfRow } from './forms';
import { localSha, localShas } from './photos';
import { decidePhoto, decideReport } from './sync-decisions';

/** What a sync run ended with: done, stopped for the password, or stopped by the network. */
export type SyncEnd = 'done' | 'login' | 'offline';

const now = () => new Date().toISOString();

async function expire(session: Session) {
  await db.sessions.put({ ...session, expired: true });
}

/**
 * Downloads the bundle (lookups, standards, the user's open reports) into the device store, and takes in
 * the reports the server sent back: an open report the device does not hold, or holds as sent, becomes
 * one to edit, with the server's version as the base of the edit.
 */
export async function downloadBundle(session: Session, lang: Lang): Promise<SyncEnd> {
  const outcome = await call('/field/bundle', { token: session.token, lang });
  if ('network' in outcome) return 'offline';
  if (outcome.status === 401) {
    await expire(session);
    return 'login';
  }
  if (outcome.status !== 200) return 'offline';
  const bundle = outcome.body as Bundle;
  await db.transaction('rw', db.bundles, db.reports, async () => {
    await db.bundles.put({ ...bundle, key: 'bundle' });
    for (const [name, rows] of Object.entries(bundle.open_reports ?? {})) {
      const resource = syncResource(name);
      if (!resource) continue;
      for (const row of rows) await takeOpenReport(session.user.id, name, row, valuesOfRow(resource, row));
    }
  });
  await db.settings.put({ key: 'bundle-at', value: now() });
  return 'done';
}

async function takeOpenReport(
  userId: number,
  resource: string,
  row: ServerRow,
  data: Record<string, unknown>,
) {
  if (typeof row.client_id !== 'string' || typeof row.version !== 'number') return;
  const local = await db.reports.get(row.client_id);
  // The device's own unsent work is never replaced; a sent copy the server has moved on from is.
  if (local && (local.state !== 'sent' || local.server?.version === row.version)) return;
  const stamp = now();
  await db.reports.put({
    client_id: row.client_id,
    resource,
    user_id: userId,
    data,
    submit: false,
    base_version: row.version,
    state: 'editing',
    server: row,
    created_at: local?.created_at ?? stamp,
    updated_at: stamp,
  });
}

/** Sends the photos of a report not yet on the server, one by one, each named by its hash. */
async function sendPhotos(
  report: LocalReport,
  session: Session,
  lang: Lang,
): Promise<{ data: Record<string, unknown> } | { stop: SyncEnd } | { refused: string }> {
  const data: Record<string, unknown> = { ...report.data };
  for (const [name, value] of Object.entries(data)) {
    // A list of photos, or one image's single value.
    const single = typeof value === 'string' && localSha(value) !== undefined;
    if (!Array.isArray(value) && !single) continue;
    const urls: unknown[] = [];
    for (const item of single ? [value] : (value as unknown[])) {
      const sha = localSha(item);
      if (!sha) {
        urls.push(item);
        continue;
      }
      const photo = await db.photos.get(sha);
      if (photo?.url) {
        urls.push(photo.url);
        continue;
      }
      let decision = decidePhoto(await call(`/upload/by-hash/${sha}`, { token: session.token, lang }));
      if (decision.kind === 'upload') {
        if (!photo) return { refused: `${name}: ${sha}` };
        const form = new FormData();
        form.append('file', new File([photo.blob], photo.name, { type: photo.blob.type || 'image/jpeg' }));
        const query = new URLSearchParams({ resource: report.resource, field: name, sha256: sha });
        const sent = decidePhoto(
          await call(`/upload?${query}`, { method: 'POST', token: session.token, lang, form }),
        );
        // A 404 to the upload itself is no "send it": the route is missing, and a retry will not help.
        decision = sent.kind === 'upload' ? { kind: 'refused', message: '' } : sent;
      }
      if (decision.kind === 'login') return { stop: 'login' };
      if (decision.kind === 'retry') return { stop: 'offline' };
      if (decision.kind === 'refused') return { refused: decision.message };
      if (decision.kind === 'have') {
        await db.photos.update(sha, { url: decision.url });
        urls.push(decision.url);
      }
    }
    data[name] = single ? urls[0] : urls;
  }
  return { data };
}

/** Sends one report: its photos first, then the report itself. Answers how the run goes on. */
export async function sendReport(report: LocalReport, session: Session, lang: Lang): Promise<SyncEnd> {
  const resource = syncResource(report.resource);
  if (!resource) return 'done';
  await db.reports.update(report.client_id, { state: 'sending' });
  const back = async (changes: Partial<LocalReport>) => {
    await db.reports.update(report.client_id, { ...changes, updated_at: now() });
  };
  const photos = await sendPhotos(report, session, lang);
  if ('stop' in photos) {
    await back({ state: 'waiting' });
    if (photos.stop === 'login') await expire(session);
    return photos.stop;
  }
  if ('refused' in photos) {
    await back({ state: 'refused', message: photos.refused });
    return 'done';
  }
  const body = {
    base_version: report.base_version,
    data: reportData(resource, photos.data),
    ...(report.submit && { submit: true }),
  };
  const outcome = await call(`/${report.resource}/sync/${report.client_id}`, {
    method: 'PUT',
    token: session.token,
    lang,
    json: body,
  });
  const decision = decideReport(outcome);
  switch (decision.kind) {
    case 'sent': {
      const latest = await db.reports.get(report.client_id);
      if (latest && latest.updated_at !== report.updated_at) {
        // Changed on the phone while it was on its way: the change goes next, as an edit of what was stored.
        await db.reports.update(report.client_id, {
          state: 'waiting',
          server: decision.row,
          base_version: decision.row.version ?? null,
        });
        return 'done';
      }
      await back({
        state: 'sent',
        server: decision.row,
        base_version: decision.row.version ?? null,
        message: '',
      });
      // The server has the photos now: their bytes leave the device.
      for (const sha of localShas(report.data)) await db.photos.delete(sha);
      await db.reports.update(report.client_id, { data: photos.data });
      return 'done';
    }
    case 'conflict':
      await back({
        state: 'conflict',
        message: decision.message,
        ...(decision.current && { server: decision.current }),
      });
      return 'done';
    case 'refused':
      await back({ state: 'refused', message: decision.message });
      return 'done';
    case 'login':
      await back({ state: 'waiting' });
      await expire(session);
      return 'login';
    case 'retry':
      await back({ state: 'waiting' });
      return 'offline';
  }
}

let running: Promise<SyncEnd> | undefined;

/**
 * One sync run: the waiting reports one by one, oldest first, then a fresh bundle. A run already going
 * is joined, not doubled. Stops at the first lost connection (the rest wait for the next run) or at a
 * refused token (the password is asked for; nothing is dropped).
 */
export function syncNow(lang: Lang): Promise<SyncEnd> {
  running ??= (async () => {
    try {
      const session = await db.sessions.get('session');
      if (!session || session.expired) return 'login';
      // A run cut off mid-send (the app closed) left reports `sending`: they wait again.
      await db.reports.where('state').equals('sending').modify({ state: 'waiting' });
      const waiting = await db.reports.where('state').equals('waiting').sortBy('created_at');
      // Another user's reports on a shared phone wait for them: nobody sends a report as someone else.
      const own = waiting.filter((r) => r.user_id === undefined || r.user_id === session.user.id);
      for (const report of own) {
        const end = await sendReport(report, session, lang);
        if (end !== 'done') return end;
      }
      return await downloadBundle(session, lang);
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** The user's choice in a conflict: resend their own version over the server's, or take the server's. */
export async function resolveConflict(report: LocalReport, keep: 'mine' | 'theirs'): Promise<void> {
  const current = report.server;
  if (!current) return;
  const version = typeof current.version === 'number' ? current.version : report.base_version;
  if (keep === 'mine') {
    await db.reports.update(report.client_id, {
      state: 'waiting',
      base_version: version,
      message: '',
      updated_at: now(),
    });
    return;
  }
  const resource = syncResource(report.resource);
  const editable = (editableReportStates as readonly string[]).includes(String(current.status));
  await db.reports.update(report.client_id, {
    data: resource ? valuesOfRow(resource, current) : report.data,
    base_version: version,
    state: editable ? 'editing' : 'sent',
    message: '',
    updated_at: now(),
  });
}

/**
 * Deletes a report from the device, with the photos no other report on the device names: a report that
 * will never go should not keep its photos' bytes on the phone.
 */
export async function deleteReport(report: LocalReport): Promise<void> {
  await db.transaction('rw', db.reports, db.photos, async () => {
    await db.reports.delete(report.client_id);
    const named = new Set((await db.reports.toArray()).flatMap((other) => localShas(other.data)));
    for (const sha of localShas(report.data)) if (!named.has(sha)) await db.photos.delete(sha);
  });
}

/** Whether anything waits to be sent. */
export const somethingWaits = async () => (await db.reports.where('state').equals('waiting').count()) > 0;
