import type { Lang } from '@rimba/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { composeMail, type MailBody } from '../../mail/templates.js';
import type { OperationContext } from '../../resources/operations.js';
import { type Subscription, subscriptionLang, subscriptionLinks } from './links.js';

type Content = Omit<MailBody, 'footer'>;

/**
 * Queues a mail to a subscriber, in the caller's transaction: every such mail ends with a link that ends
 * the subscription, and tells mail programs how to end it in one click.
 */
export async function queueSubscriberMail(
  ctx: OperationContext,
  row: Subscription,
  content: (lang: Lang, links: Awaited<ReturnType<typeof subscriptionLinks>>) => Content,
): Promise<void> {
  const db = ctx.db as Kysely<Database>;
  const lang = subscriptionLang(row);
  const links = await subscriptionLinks(db, ctx.accounts!.publicUrl, row);
  const mail = composeMail({
    ...content(lang, links),
    footer: {
      text:
        lang === 'en'
          ? 'You receive this mail because this address was given for the Rimba newsletter. To stop receiving it:'
          : 'Anda menerima email ini karena alamat ini didaftarkan untuk buletin Rimba. Untuk berhenti berlangganan:',
      url: links.unsubscribePage,
    },
  });
  mail.headers = {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
  await ctx.mailer!.queue(db, row.email, mail);
  ctx.afterCommit?.(() => ctx.mailer!.wake());
}

/** The mail that asks a new subscriber to confirm their address. */
export const confirmationMail = (lang: Lang, links: { confirm: string }): Content =>
  lang === 'en'
    ? {
        subject: 'Confirm your subscription to the Rimba newsletter',
        greeting: 'Hello,',
        paragraphs: [
          'Thank you for subscribing to our newsletter. Please confirm this address with the link below: until you do, we send you nothing else.',
        ],
        action: { label: 'Confirm subscription', url: links.confirm },
        closing: 'If you did not subscribe, ignore this mail and you will hear no more from us.',
      }
    : {
        subject: 'Konfirmasi langganan buletin Rimba',
        greeting: 'Halo,',
        paragraphs: [
          'Terima kasih telah berlangganan buletin kami. Mohon konfirmasi alamat ini melalui tautan di bawah: sebelum itu, kami tidak mengirim apa pun lagi.',
        ],
        action: { label: 'Konfirmasi Langganan', url: links.confirm },
        closing:
          'Bila Anda tidak merasa berlangganan, abaikan email ini dan Anda tidak akan menerima email lagi dari kami.',
      };
