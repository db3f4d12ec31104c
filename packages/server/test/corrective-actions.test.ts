import { dayIn, fieldOperationsAllAreasTask } from '@rimba/core';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raiseFindings } from '../src/features/corrective-actions/raise.js';
import { CorrectiveActionReminders } from '../src/features/corrective-actions/reminders.js';
import type { Row } from '../src/resources/operations.js';
import { solidPng } from './support/fixtures.js';
import { recordingLog } from './support/log.js';
import { createTestApp, login, type TestApp, testDatabases } from './support/server.js';
import { uploaded, userWithTasks } from './support/uploads.js';

type Headers = Record<string, string>;

const dayMs = 86_400_000;
const today = () => dayIn(new Date());
const daysFromToday = (n: number) => dayIn(new Date(Date.now() + n * dayMs));

/**
 * Corrective actions: an owner is told of the action they own, works on it and marks it done with
 * evidence; someone else verifies it effective or reopens it with a reason; actions past their due date
 * are flagged overdue, and their owners reminded once a day.
 */
describe.each(testDatabases)('corrective actions on %s', (kind) => {
  let t: TestApp;
  let db: Kysely<Record<string, Row>>;
  let admin: Headers;
  const as: Record<'owner' | 'colleague' | 'lead' | 'verifier' | 'reader', Headers> = {} as never;
  const ids: Record<string, number> = {};
  let complaints = 0;
  let unit: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers: { ...headers, 'accept-language': 'en' }, payload });

  const step = (id: number, name: string, who: Headers, reason?: string) =>
    call('POST', `/api/corrective-actions/${id}/${name}`, who, reason === undefined ? {} : { reason });

  const edit = (id: number, who: Headers, values: object) =>
    call('PUT', '/api/corrective-actions/update', who, { id, ...values });

  const mailsTo = (username: string) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('recipient', '=', `${username}@contoh.id`)
      .orderBy('id')
      .execute();

  /** An action raised from a complaint of its own, as raiseFindings raises it, with the values given. */
  async function action(values: Row = {}): Promise<number> {
    complaints++;
    const complaint = await db
      .insertInto('customer_complaints')
      .values({ channel: 'phone', customer_name: `Pelanggan ${complaints}`, description: 'Bibit layu' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await raiseFindings(t.db, [
      {
        source: 'complaint',
        sourceId: Number(complaint.id),
        reference: `Keluhan #${complaint.id}`,
        unitId: null,
        projectId: null,
        class: 'major',
        risk: '2',
        finding: `Bibit yang dikirim layu (${complaints})`,
      },
    ]);
    const { id } = await db
      .selectFrom('corrective_actions')
      .select('id')
      .where('complaint_id', '=', Number(complaint.id))
      .executeTakeFirstOrThrow();
    if (Object.keys(values).length > 0) {
      await db.updateTable('corrective_actions').set(values).where('id', '=', id).execute();
    }
    return Number(id);
  }

  async function withEvidence(id: number, who: Headers) {
    const photo = await uploaded(t.app, who, 'corrective-actions.evidence', solidPng(32, 24, [40, 120, 60]));
    const res = await edit(id, who, { evidence: [photo], evidence_note: 'Bibit diganti' });
    expect(res.statusCode, res.body).toBe(200);
  }

  const row = (id: number) =>
    db.selectFrom('corrective_actions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(kind, { ACCOUNT_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    db = t.db as unknown as Kysely<Record<string, Row>>;
    admin = await login(t.app, 'admin');
    const worker = ['corrective-actions.read', 'corrective-actions.update', 'corrective-actions.work'];
    const verifier = ['corrective-actions.read', 'corrective-actions.verify', fieldOperationsAllAreasTask];
    as.owner = await userWithTasks(t, admin, 'pemilik_tindakan', worker);
    as.colleague = await userWithTasks(t, admin, 'rekan_tindakan', worker);
    as.lead = await userWithTasks(t, admin, 'ketua_tindakan', [...worker, ...verifier]);
    as.verifier = await userWithTasks(t, admin, 'verifikator_tindakan', verifier);
    as.reader = await userWithTasks(t, admin, 'pembaca_tindakan', ['corrective-actions.read']);
    for (const username of ['pemilik_tindakan', 'rekan_tindakan', 'ketua_tindakan', 'verifikator_tindakan']) {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      ids[username] = Number(user.id);
    }
    // The verifier reads English mails; the others Indonesian.
    await db.updateTable('users').set({ lang: 'en' }).where('id', '=', ids.verifikator_tindakan!).execute();
    // The owner's colleague works in the same unit, and so reaches the unit's actions.
    unit = Number(
      (await db.selectFrom('management_units').select('id').orderBy('id').executeTakeFirstOrThrow()).id,
    );
    await db.updateTable('users').set({ unit_id: unit }).where('id', '=', ids.rekan_tindakan!).execute();
    t.app.callers.evictUser(ids.rekan_tindakan!);
  });
  afterAll(async () => t?.close());

  it('tells a new owner once, with the finding, the due date and a link to the action', async () => {
    const id = await action();
    const due = daysFromToday(10);
    const set = await edit(id, admin, { owner_id: ids.pemilik_tindakan, due_date: due });
    expect(set.statusCode, set.body).toBe(200);
    const mails = (await mailsTo('pemilik_tindakan')).filter((m) => m.text_body.includes(`id=${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(
      `Anda ditunjuk sebagai penanggung jawab tindakan perbaikan: Keluhan #${(await row(id)).complaint_id}`,
    );
    expect(mails[0]!.text_body).toContain(`Tenggat: ${due}`);
    expect(mails[0]!.text_body).toContain('Temuan: Bibit yang dikirim layu');
    expect(mails[0]!.text_body).toContain(`/admin/master/corrective-actions?view=detail&id=${id}`);

    // Saved again with the same owner: nobody is told twice.
    await edit(id, admin, { owner_id: ids.pemilik_tindakan, action_plan: 'Ganti bibit' });
    expect((await mailsTo('pemilik_tindakan')).filter((m) => m.text_body.includes(`id=${id}`))).toHaveLength(
      1,
    );
  });

  it('is worked on only with an owner and a due date, by its owner alone', async () => {
    const id = await action({ unit_id: unit });
    const early = await step(id, 'start', admin);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      message: 'Set an owner and a due date before the action is worked on',
      errors: { owner_id: ['The owner is required'], due_date: ['The due date is required'] },
    });
    await edit(id, admin, { owner_id: ids.pemilik_tindakan, due_date: daysFromToday(5) });
    const other = await step(id, 'start', as.colleague);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Only the owner of this action can work on it');
    const started = await step(id, 'start', as.owner);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.status).toBe('in_progress');
  });

  it('is marked done only with evidence, then verified by someone else than its owner', async () => {
    const id = await action({ owner_id: ids.ketua_tindakan, due_date: daysFromToday(3) });
    const bare = await step(id, 'complete', as.lead);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().message).toBe('An action cannot be marked done without evidence');
    const inId = await t.app.inject({
      method: 'POST',
      url: `/api/corrective-actions/${id}/complete`,
      headers: as.lead,
      payload: {},
    });
    expect(inId.json().message).toBe('Tindakan tidak dapat ditandai selesai tanpa bukti');

    await withEvidence(id, as.lead);
    const byColleague = await step(id, 'complete', as.colleague);
    expect(byColleague.statusCode).toBe(403);
    const done = await step(id, 'complete', as.lead);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'done', overdue: false });
    expect(done.json().data.done_at).toBeTruthy();
    const told = (await mailsTo('verifikator_tindakan')).at(-1);
    expect(told?.subject).toBe(
      `Corrective action awaiting verification: Keluhan #${(await row(id)).complaint_id}`,
    );
    expect(told?.text_body).toContain('Pengguna ketua_tindakan marked this corrective action done.');
    // The owner, who may verify others' actions, is not asked to verify their own.
    expect((await mailsTo('ketua_tindakan')).some((m) => m.subject.includes('verifikasi'))).toBe(false);

    const locked = await edit(id, as.lead, { action_plan: 'Sudah' });
    expect(locked.statusCode).toBe(409);
    const own = await step(id, 'verify', as.lead);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('The owner cannot verify their own action; someone else verifies it');

    const verified = await step(id, 'verify', as.verifier);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      status: 'verified',
      verified_by_id: ids.verifikator_tindakan,
    });
    expect(verified.json().data.verified_at).toBeTruthy();
  });

  it('is reopened only with a reason, which its owner is told', async () => {
    const id = await action({ owner_id: ids.pemilik_tindakan, due_date: daysFromToday(3) });
    await withEvidence(id, as.owner);
    expect((await step(id, 'complete', as.owner)).statusCode).toBe(200);
    const bare = await step(id, 'reopen', as.verifier);
    expect(bare.statusCode).toBe(400);
    expect((await row(id)).status).toBe('done');
    const reopened = await step(id, 'reopen', as.verifier, 'Bibit pengganti juga layu');
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ status: 'reopened', done_at: null });
    const told = (await mailsTo('pemilik_tindakan')).at(-1);
    expect(told?.subject).toMatch(/^Tindakan perbaikan dibuka kembali: /);
    expect(told?.text_body).toContain('Alasan: Bibit pengganti juga layu');
  });

  it('is flagged overdue while unfinished past its due date', async () => {
    const id = await action({ owner_id: ids.pemilik_tindakan });
    const late = await edit(id, admin, { due_date: daysFromToday(-1) });
    expect(late.json().data.overdue).toBe(true);
    const onTime = await edit(id, admin, { due_date: today() });
    expect(onTime.json().data.overdue).toBe(false);
    await edit(id, admin, { due_date: daysFromToday(-2) });
    await withEvidence(id, as.owner);
    const done = await step(id, 'complete', as.owner);
    expect(done.json().data).toMatchObject({ status: 'done', overdue: false });
    const reopened = await step(id, 'reopen', as.verifier, 'Belum efektif');
    expect(reopened.json().data).toMatchObject({ status: 'reopened', overdue: true });
  });

  it('refuses every transition to a caller without its task', async () => {
    const id = await action({ owner_id: ids.pemilik_tindakan, due_date: daysFromToday(3) });
    for (const [name, who] of [
      ['start', as.reader],
      ['complete', as.reader],
      ['verify', as.owner],
      ['reopen', as.owner],
    ] as const) {
      const res = await step(id, name, who, 'alasan');
      expect(res.statusCode, `${name}: ${res.body}`).toBe(403);
    }
    expect((await row(id)).status).toBe('open');
  });

  it('flags actions that fell overdue each round and reminds each owner once a day, whichever instance runs', async () => {
    // Fallen past their due date without a write: nothing flagged them yet.
    const late = await action({ owner_id: ids.rekan_tindakan, due_date: daysFromToday(-3) });
    const later = await action({ owner_id: ids.rekan_tindakan, due_date: daysFromToday(-1) });
    const another = await action({ owner_id: ids.ketua_tindakan, due_date: daysFromToday(-2) });
    // Flagged, though no longer due: the round clears it.
    const rescheduled = await action({
      owner_id: ids.ketua_tindakan,
      due_date: daysFromToday(4),
      overdue: true,
    });
    const { log } = recordingLog();
    const reminders = new CorrectiveActionReminders(t.db, t.app.mailer, t.config.accounts.publicUrl, log);
    await reminders.runOnce();
    const flags = await db
      .selectFrom('corrective_actions')
      .select(['id', 'overdue', 'reminded_on'])
      .where('id', 'in', [late, later, another, rescheduled])
      .orderBy('id')
      .execute();
    expect(flags.map((f) => [f.id, f.overdue])).toEqual([
      [late, true],
      [later, true],
      [another, true],
      [rescheduled, false],
    ]);
    expect(flags.slice(0, 3).map((f) => String(f.reminded_on))).toEqual([today(), today(), today()]);

    const reminded = async (username: string) =>
      (await mailsTo(username)).filter((m) => m.subject.startsWith('Pengingat: '));
    const colleague = await reminded('rekan_tindakan');
    expect(colleague).toHaveLength(1);
    expect(colleague[0]!.subject).toBe('Pengingat: 2 tindakan perbaikan melewati tenggat');
    // Listed by due date, each with its link.
    const body = colleague[0]!.text_body;
    expect(body.indexOf(`id=${late}`)).toBeGreaterThan(-1);
    expect(body.indexOf(`id=${late}`)).toBeLessThan(body.indexOf(`id=${later}`));
    expect(await reminded('ketua_tindakan')).toHaveLength(1);

    // The lease ran out and another instance runs the next round the same day: nobody is mailed again.
    await sql`update job_leases set expires_at = now() - interval '1 second'
      where name = 'corrective-action-reminders'`.execute(t.db);
    const elsewhere = new CorrectiveActionReminders(t.db, t.app.mailer, t.config.accounts.publicUrl, log, {
      holder: 'another-host:1:0',
    });
    expect(await elsewhere.runOnce()).toBe(true);
    expect(await reminded('rekan_tindakan')).toHaveLength(1);
    expect(await reminded('ketua_tindakan')).toHaveLength(1);
    await elsewhere.stop();
    await reminders.stop();
  });
});
