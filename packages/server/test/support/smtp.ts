import { SMTPServer } from 'smtp-server';
import { freePort } from './server.js';

/** A mail as the receiver got it: its recipients, and its whole message (headers and body). */
export interface ReceivedMail {
  to: string;
  body: string;
}

export interface SmtpReceiver {
  /** The app's SMTP_URL for this receiver. */
  url: string;
  close: () => Promise<void>;
}

/** A refusal the way a busy mail server answers: 451, try again later. */
export const mailboxBusy = () => Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });

/**
 * A real SMTP server on a loopback port. `answer` sees each mail and takes it (answering nothing) or
 * refuses it (answering the error to send back).
 */
export async function startSmtp(answer: (mail: ReceivedMail) => Error | undefined): Promise<SmtpReceiver> {
  const port = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      stream.on('end', () =>
        callback(answer({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body })),
      );
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
