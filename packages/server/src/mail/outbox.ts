import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { MailContent } from './templates.js';

/** How long a claimed mail is held by the instance sending it before another may try it. */
const leaseMs = 5 * 60_000;
/** Mails are looked for this often even without a wake-up, for those queued by other instances. */
const pollMs = 30_000;
const batchSize = 10;

/**
 * Outgoing mail. Every mail is first written to the outbox table, in the transaction of the change it
 * tells about, so a change and its mail stand or fall together. After the commit, `wake` sends what is
 * due: through SMTP_URL, retrying a failed send later (each wait twice the one before) until it goes
 * or the attempts run out; without SMTP_URL, the mail is printed to the log and kept in the outbox.
 */
export class Mailer {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: MailConfig,
    private readonly log: FastifyBaseLogger,
    /** Told of each send attempt that failed (the metrics). */
    private readonly onSendFailed?: () => void,
  ) {
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  /**
   * Writes a mail to the outbox, with the database handle of the caller's transaction; `replyTo` is where
   * answers to it go, when not to the sender.
   */
  async queue(
    db: Kysely<Database>,
    to: string,
    content: MailContent,
    options: { replyTo?: string } = {},
  ): Promise<void> {
    await db
      .insertInto('mail_outbox')
      .values({
        recipient: to,
        subject: content.subject,
        text_body: content.text,
        html_body: content.html,
        reply_to: options.replyTo ?? null,
        headers: content.headers ? JSON.stringify(content.headers) : null,
      })
      .execute();
  }

  /** The bare address mails are sent from (MAIL_FROM without its name). */
  get address(): string {
    return /<([^<>]+)>/.exec(this.config.from)?.[1] ?? this.config.from;
  }

  /** Sends what is due now (call after the queuing transaction commits). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.sendDue()
      .catch((error) => {
        this.log.error({ err: error }, 'Mail outbox: sending failed');
        return pollMs;
      })
      .then((nextMs) => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.schedule(Math.max(0, Math.min(nextMs, pollMs)));
      });
  }

  /** Starts sending: what is already due at once, then as mails come. */
  start(): void {
    this.stopped = false;
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), ms);
    this.timer.unref();
  }

  /** Sends every mail due now; answers how long until the next pending one is due. */
  private async sendDue(): Promise<number> {
    for (;;) {
      // Claimed rows are held for a while, so that another instance does not send them too.
      const claimed = await sql<Database['mail_outbox'] & { id: number; attempts: number }>`
        update mail_outbox set attempts = attempts + 1,
          next_attempt_at = now() + ${`${leaseMs} milliseconds`}::interval
        where id in (
          select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at limit ${batchSize} for update skip locked
        )
        returning id, recipient, subject, text_body, html_body, reply_to, headers, attempts`.execute(this.db);
      for (const mail of claimed.rows) await this.send(mail);
      if (claimed.rows.length < batchSize) break;
    }
    const next = await this.db
      .selectFrom('mail_outbox')
      .select(sql<number | null>`extract(epoch from min(next_attempt_at) - now()) * 1000`.as('ms'))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return next?.ms === null || next?.ms === undefined ? pollMs : Number(next.ms);
  }

  private async send(mail: {
    id: number;
    recipient: string;
    subject: string;
    text_body: string;
    html_body: string;
    reply_to: string | null;
    headers: string | null;
    attempts: number;
  }): Promise<void> {
    if (!this.transport) {
      this.log.info(
        `Mail kept in the outbox (no SMTP_URL set) for ${mail.recipient}: ${mail.subject}\n\n${mail.text_body}\n`,
      );
      await this.mark(mail.id, { status: 'kept', sent_at: new Date(), last_error: null });
      return;
    }
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        ...(mail.reply_to && { replyTo: mail.reply_to }),
        headers: mail.headers ? (JSON.parse(mail.headers) as Record<string, string>) : undefined,
      });
      await this.mark(mail.id, { status: 'sent', sent_at: new Date(), last_error: null });
    } catch (error) {
      this.onSendFailed?.();
      const message = error instanceof Error ? error.message : String(error);
      const failed = mail.attempts >= this.config.maxAttempts;
      const wait = this.config.retrySeconds * 1000 * 2 ** (mail.attempts - 1);
      this.log.warn(
        `Mail ${mail.id} to ${mail.recipient} not sent (attempt ${mail.attempts}): ${message}` +
          (failed ? '; given up' : `; next try in ${Math.round(wait / 1000)} s`),
      );
      await this.mark(mail.id, {
        status: failed ? 'failed' : 'pending',
        last_error: message.slice(0, 2000),
        next_attempt_at: new Date(Date.now() + wait),
      });
    }
  }

  private async mark(
    id: number,
    set: Partial<Pick<Database['mail_outbox'], 'last_error'>> & {
      status: 'pending' | 'sent' | 'failed' | 'kept';
      sent_at?: Date;
      next_attempt_at?: Date;
    },
  ): Promise<void> {
    await this.db.updateTable('mail_outbox').set(set).where('id', '=', id).execute();
  }
}
