import { correctiveActions, dayIn, type Lang, type Resource, unfinishedActionStates } from '@rimba/core';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { instanceId, type JobObserver, LeasedJob } from '../../jobs/leased.js';
import type { Mailer } from '../../mail/outbox.js';
import { type Recipient, recipientLang } from '../../mail/recipients.js';
import { composeMail, type MailContent, type MailParagraph } from '../../mail/templates.js';
import type { Row } from '../../resources/operations.js';
import { actionUrl } from './mails.js';

const hourMs = 60 * 60_000;
/** The most actions one reminder lists; the rest are counted, and the admin's list shows them all. */
const maxListed = 50;

/** What one round did: actions flagged overdue, flags cleared, and reminders queued. */
export interface ReminderRound {
  flagged: number;
  cleared: number;
  mailed: number;
}

interface Overdue {
  id: number;
  owner_id: number;
  reference: string | null;
  finding: string;
  due_date: string;
}

const unfinished = sql.join(unfinishedActionStates.map((s) => sql.lit(s)));

/**
 * The corrective actions' daily reminder, on one instance at a time, every hour: the unfinished actions
 * past their due date (in the foundation's time zone) are flagged overdue and the flag of the others
 * cleared, since a day passing changes it without any write; then each owner of overdue actions gets
 * one mail a day listing them. An action mailed about is stamped `reminded_on` in the same transaction as
 * the mail is queued, so a later round that day, on this instance or another, finds its owner reminded.
 */
export class CorrectiveActionReminders {
  private readonly job: LeasedJob;
  private readonly now: () => Date;
  private readonly written?: (resource: Resource) => void;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    log: FastifyBaseLogger,
    options: {
      now?: () => Date;
      /** Told once flags changed: the answers kept of the actions no longer hold. */
      written?: (resource: Resource) => void;
      /** Who holds the job's lease: this process, unless a test plays several. */
      holder?: string;
      /** How long the lease lasts unless renewed (JOB_LEASE_SECONDS). */
      leaseMs?: number;
      observer?: JobObserver;
    } = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.written = options.written;
    this.job = new LeasedJob(
      db,
      {
        name: 'corrective-action-reminders',
        everyMs: hourMs,
        leaseMs: options.leaseMs,
        run: async () => void (await this.round()),
        observer: options.observer,
      },
      log,
      options.holder ?? instanceId,
    );
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
  }

  /** Runs a round now if this instance holds or can take the job's lease; answers whether it ran. */
  runOnce(): Promise<boolean> {
    return this.job.runOnce();
  }

  /** One round: the flags, then the day's reminders. */
  async round(): Promise<ReminderRound> {
    const today = dayIn(this.now());
    const flagged = await sql`
      update corrective_actions set overdue = true
      where status in (${unfinished}) and due_date < ${today}::date and not overdue`.execute(this.db);
    const cleared = await sql`
      update corrective_actions set overdue = false
      where overdue and (status not in (${unfinished}) or due_date is null or due_date >= ${today}::date)`.execute(
      this.db,
    );
    const changed = Number(flagged.numAffectedRows ?? 0) + Number(cleared.numAffectedRows ?? 0);
    if (changed > 0) this.written?.(correctiveActions);
    return {
      flagged: Number(flagged.numAffectedRows ?? 0),
      cleared: Number(cleared.numAffectedRows ?? 0),
      mailed: await this.remind(today),
    };
  }

  /**
   * Mails each active owner not reminded today all their overdue actions, and stamps them; answers how
   * many owners were mailed. The stamp's own condition makes a round running at the same time as this one
   * (PostgreSQL re-reads a row it waited for) find the actions stamped and mail nobody twice.
   */
  private async remind(today: string): Promise<number> {
    const mailed = await this.db.transaction().execute(async (trx) => {
      const { rows } = await sql<Overdue>`
        update corrective_actions set reminded_on = ${today}::date
        where overdue and status in (${unfinished})
          and (reminded_on is null or reminded_on < ${today}::date)
          and owner_id in (
            select u.id from users u
            where u.status_code = 'approved'
              and not exists (
                select 1 from corrective_actions r where r.owner_id = u.id and r.reminded_on = ${today}::date))
        returning id, owner_id, reference, finding, due_date`.execute(trx);
      if (rows.length === 0) return 0;
      const owners = (await (trx as unknown as Kysely<Record<string, Row>>)
        .selectFrom('users')
        .select(['id', 'fullname', 'email', 'lang'])
        .where('id', 'in', [...new Set(rows.map((r) => Number(r.owner_id)))])
        .orderBy('id')
        .execute()) as unknown as (Recipient & { id: number })[];
      for (const owner of owners) {
        const theirs = rows
          .filter((r) => Number(r.owner_id) === Number(owner.id))
          .sort(
            (a, b) => String(a.due_date).localeCompare(String(b.due_date)) || Number(a.id) - Number(b.id),
          );
        await this.mailer.queue(trx, owner.email, this.reminder(recipientLang(owner.lang), owner, theirs));
      }
      return owners.length;
    });
    if (mailed > 0) this.mailer.wake();
    return mailed;
  }

  private reminder(lang: Lang, to: Recipient, actions: Overdue[]): MailContent {
    const n = actions.length;
    const listed: MailParagraph[] = actions.slice(0, maxListed).map((a) => ({
      kind: 'link',
      text: `${a.reference ?? `#${a.id}`} · ${a.finding.slice(0, 140)} · ${lang === 'en' ? 'due' : 'tenggat'} ${String(a.due_date).slice(0, 10)}`,
      url: actionUrl(this.publicUrl, a.id),
    }));
    const more = n - listed.length;
    const list = `${this.publicUrl}/admin/master/corrective-actions`;
    return lang === 'en'
      ? composeMail({
          subject: `Reminder: ${n} corrective action${n === 1 ? '' : 's'} past the due date`,
          greeting: `Hello ${to.fullname},`,
          paragraphs: [
            `These corrective actions you own are past their due date and not done yet:`,
            ...listed,
            ...(more > 0 ? [`…and ${more} more.`] : []),
            'Carry them out and mark them done with evidence, or agree a new due date.',
          ],
          action: { label: 'Open the corrective actions', url: list },
        })
      : composeMail({
          subject: `Pengingat: ${n} tindakan perbaikan melewati tenggat`,
          greeting: `Halo ${to.fullname},`,
          paragraphs: [
            'Tindakan perbaikan berikut yang Anda tangani telah melewati tenggat dan belum selesai:',
            ...listed,
            ...(more > 0 ? [`…dan ${more} lainnya.`] : []),
            'Kerjakan lalu tandai selesai dengan bukti, atau sepakati tenggat baru.',
          ],
          action: { label: 'Buka tindakan perbaikan', url: list },
        });
  }
}
