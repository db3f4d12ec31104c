import { freePort } from '@rimba/server/test-support';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Each header line as sent, by its lower-case name. */
  headers: Map<string, string>;
}

/** A real SMTP receiver on loopback that keeps every mail it is given. */
export class Inbox {
  readonly mails: Mail[] = [];
  private receiver: SMTPServer | undefined;

  /** Starts listening; answers the `SMTP_URL` that sends to it. */
  async start(): Promise<string> {
    const port = await freePort();
    this.receiver = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.mails.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              headers: new Map(parsed.headerLines.map((h) => [h.key, h.line])),
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => this.receiver!.listen(port, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.receiver ? this.receiver.close(() => resolve()) : resolve()));
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
