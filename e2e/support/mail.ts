import { type SmtpReceiver, startSmtp } from '@rimba/server/test-support/smtp';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Each header line as sent, by its lower-case name. */
  headers: Map<string, string>;
}

/** A real SMTP receiver on loopback that keeps every mail it is given, read into its parts. */
export class Inbox {
  readonly mails: Mail[] = [];
  private receiver: SmtpReceiver | undefined;

  /** Starts listening; answers the `SMTP_URL` that sends to it. */
  async start(): Promise<string> {
    this.receiver = await startSmtp(({ to, body }) => {
      void simpleParser(body).then((parsed) => {
        this.mails.push({
          to,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          headers: new Map(parsed.headerLines.map((h) => [h.key, h.line])),
        });
      });
      return undefined;
    });
    return this.receiver.url;
  }

  async close(): Promise<void> {
    await this.receiver?.close();
  }

  /** The newest mail to an address with this subject, once it has arrived. */
  async mailTo(to: string, subject: string): Promise<Mail> {
    let mail: Mail | undefined;
    await expect
      .poll(() => (mail = this.mails.findLast((m) => m.to === to && m.subject === subject)), {
        timeout: 15_000,
      })
      .toBeTruthy();
    return mail!;
  }

  /** The links of the newest such mail, moved onto the server the test runs (mails name the public address). */
  async linksOf(to: string, subject: string, serverUrl: string): Promise<string[]> {
    const { text } = await this.mailTo(to, subject);
    return [...text.matchAll(/https?:\/\/\S+/g)].map((match) => {
      const link = new URL(match[0]);
      return `${serverUrl}${link.pathname}${link.search}`;
    });
  }
}
