import type { Lang } from '@rimba/core';

/** A mail as it is queued: the same content as text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Further headers of the mail, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A table in a mail (the lines of an order, the details of a payment); every cell is plain text. */
export interface MailTable {
  kind: 'table';
  head?: string[];
  rows: string[][];
  /** How each column's cells line up; left unless told. */
  align?: ('left' | 'right')[];
  /** Lines under the table, each a label and a value (a subtotal, a discount, the total). */
  foot?: { label: string; value: string; strong?: boolean }[];
}

/** A paragraph of text followed by an address the reader can open. */
export interface MailLink {
  kind: 'link';
  text: string;
  url: string;
}

export type MailParagraph = string | MailTable | MailLink;

export interface MailBody {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text (line breaks kept), tables and links, in order. */
  paragraphs: MailParagraph[];
  action?: { label: string; url: string };
  /** A last paragraph, after the button. */
  closing?: MailParagraph;
  /** Small print under the signature, with a link (how to unsubscribe). */
  footer?: { text: string; url: string };
}

function paragraphText(paragraph: MailParagraph): string {
  if (typeof paragraph === 'string') return paragraph;
  if (paragraph.kind === 'link') return `${paragraph.text}\n${paragraph.url}`;
  // Plain text has no columns a mail program keeps aligned: one line a row, cells apart.
  return [
    ...(paragraph.head ? [paragraph.head.join(' | ')] : []),
    // A table without a head is labels and their values.
    ...paragraph.rows.map((row) => (!paragraph.head && row.length === 2 ? row.join(': ') : row.join(' | '))),
    ...(paragraph.foot ?? []).map(({ label, value }) => `${label}: ${value}`),
  ].join('\n');
}

function tableHtml({ head, rows, align = [], foot = [] }: MailTable): string {
  const columns = Math.max(head?.length ?? 0, ...rows.map((row) => row.length), 2);
  const cell = (tag: 'th' | 'td', value: string, i: number, extra = '') =>
    `<${tag} style="padding:6px 8px;border-bottom:1px solid #ddd;text-align:${align[i] ?? 'left'}${extra}">` +
    `${escapeHtml(value)}</${tag}>`;
  const headHtml = head
    ? `<thead><tr>${head.map((value, i) => cell('th', value, i, ';font-weight:bold')).join('')}</tr></thead>`
    : '';
  const bodyHtml = `<tbody>${rows.map((row) => `<tr>${row.map((value, i) => cell('td', value, i)).join('')}</tr>`).join('')}</tbody>`;
  const footHtml = foot.length
    ? `<tfoot>${foot
        .map(({ label, value, strong }) => {
          const weight = strong ? 'font-weight:bold;' : '';
          return (
            `<tr><td colspan="${columns - 1}" style="padding:6px 8px;text-align:right;${weight}">${escapeHtml(label)}</td>` +
            `<td style="padding:6px 8px;text-align:right;white-space:nowrap;${weight}">${escapeHtml(value)}</td></tr>`
          );
        })
        .join('')}</tfoot>`
    : '';
  return `<table style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px">${headHtml}${bodyHtml}${footHtml}</table>`;
}

/** Lays a mail out once for both forms: plain text, and simple HTML with the link as a button. */
export function composeMail({
  subject,
  greeting,
  paragraphs,
  action,
  closing,
  footer,
}: MailBody): MailContent {
  const signature = 'Rimba';
  const text = [
    greeting,
    ...paragraphs.map(paragraphText),
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    ...(closing ? [paragraphText(closing)] : []),
    signature,
    ...(footer ? [`--\n${footer.text}\n${footer.url}`] : []),
  ].join('\n\n');
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const block = (paragraph: MailParagraph) =>
    typeof paragraph === 'string'
      ? p(paragraph)
      : paragraph.kind === 'link'
        ? `<p style="margin:0 0 16px">${escapeHtml(paragraph.text)} <a href="${escapeHtml(paragraph.url)}" ` +
          `style="color:#1f7a3f">${escapeHtml(paragraph.url)}</a></p>`
        : tableHtml(paragraph);
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1f7a3f;color:#fff;` +
      `padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">${p(greeting)}${paragraphs.map(block).join('')}` +
    `${button}${closing ? block(closing) : ''}${p(signature)}${
      footer
        ? `<p style="margin:32px 0 0;font-size:12px;color:#777">${escapeHtml(footer.text)} ` +
          `<a href="${escapeHtml(footer.url)}" style="color:#777">${escapeHtml(footer.url)}</a></p>`
        : ''
    }</div></body></html>`;
  return { subject, text, html };
}

export function verifyEmailMail(
  lang: Lang,
  name: string,
  url: string,
  code: string,
  hours: number,
): MailContent {
  return lang === 'en'
    ? composeMail({
        subject: 'Verify your email for Rimba',
        greeting: `Hello ${name},`,
        paragraphs: [
          'Thank you for registering. Please verify your email address with the link below.',
          `If the link does not open, enter this code on the verification page: ${code}`,
        ],
        action: { label: 'Verify email', url },
        closing: `The link works once and for ${hours} hours. After that, your department admin reviews your registration.`,
      })
    : composeMail({
        subject: 'Verifikasi email Anda untuk Rimba',
        greeting: `Halo ${name},`,
        paragraphs: [
          'Terima kasih telah mendaftar. Silakan verifikasi alamat email Anda melalui tautan di bawah.',
          `Bila tautan tidak dapat dibuka, masukkan kode ini di halaman verifikasi: ${code}`,
        ],
        action: { label: 'Verifikasi Email', url },
        closing: `Tautan ini berlaku satu kali selama ${hours} jam. Setelah itu, Admin Departemen akan meninjau pendaftaran Anda.`,
      });
}

export function approvedMail(lang: Lang, name: string, url: string): MailContent {
  return lang === 'en'
    ? composeMail({
        subject: 'Your Rimba account is approved',
        greeting: `Hello ${name},`,
        paragraphs: ['Your registration has been approved by the Department Admin. You can log in now.'],
        action: { label: 'Log in', url },
      })
    : composeMail({
        subject: 'Akun Rimba Anda telah disetujui',
        greeting: `Halo ${name},`,
        paragraphs: ['Pendaftaran Anda telah disetujui oleh Admin Departemen. Anda sekarang dapat masuk.'],
        action: { label: 'Masuk', url },
      });
}

export function rejectedMail(lang: Lang, name: string, reason: string): MailContent {
  return lang === 'en'
    ? composeMail({
        subject: 'Your Rimba registration was not approved',
        greeting: `Hello ${name},`,
        paragraphs: [
          'Your registration was not approved by the Department Admin.',
          `Reason: ${reason}`,
          'If you think this is a mistake, contact your department.',
        ],
      })
    : composeMail({
        subject: 'Pendaftaran Rimba Anda tidak disetujui',
        greeting: `Halo ${name},`,
        paragraphs: [
          'Pendaftaran Anda tidak disetujui oleh Admin Departemen.',
          `Alasan: ${reason}`,
          'Bila menurut Anda ini keliru, hubungi departemen Anda.',
        ],
      });
}

export function resetPasswordMail(lang: Lang, name: string, url: string, hours: number): MailContent {
  return lang === 'en'
    ? composeMail({
        subject: 'Reset your Rimba password',
        greeting: `Hello ${name},`,
        paragraphs: [
          'Someone asked to reset the password of your account. To choose a new one, open the link below.',
        ],
        action: { label: 'Reset password', url },
        closing: `The link works once and for ${hours} hours. If you did not ask for this, ignore this mail: your password stays as it is.`,
      })
    : composeMail({
        subject: 'Atur ulang kata sandi Rimba Anda',
        greeting: `Halo ${name},`,
        paragraphs: [
          'Ada permintaan untuk mengatur ulang kata sandi akun Anda. Untuk membuat kata sandi baru, buka tautan di bawah.',
        ],
        action: { label: 'Atur Ulang Kata Sandi', url },
        closing: `Tautan ini berlaku satu kali selama ${hours} jam. Bila Anda tidak memintanya, abaikan email ini: kata sandi Anda tetap sama.`,
      });
}

/** To the owner of an account locked for a while after many failed logins from anywhere. */
export function failedLoginsMail(
  lang: Lang,
  name: string,
  failures: number,
  minutes: number,
  loginUrl: string,
): MailContent {
  return lang === 'en'
    ? composeMail({
        subject: 'Failed logins to your Rimba account',
        greeting: `Hello ${name},`,
        paragraphs: [
          `There were ${failures} failed attempts to log in to your account in the last quarter of an hour, so logins ` +
            `to it are paused for at most ${minutes} minutes, except from a browser you have logged in with before.`,
          'If that was not you, someone may be guessing your password. You can choose a new one: on the login ' +
            'page, choose "Forgot password?" and follow the link we mail you.',
        ],
        action: { label: 'Open the login page', url: loginUrl },
        closing: 'If it was you, there is nothing to do: wait a little and log in again.',
      })
    : composeMail({
        subject: 'Percobaan masuk yang gagal ke akun Rimba Anda',
        greeting: `Halo ${name},`,
        paragraphs: [
          `Ada ${failures} percobaan masuk yang gagal ke akun Anda dalam seperempat jam terakhir, sehingga masuk ke ` +
            `akun ini ditahan paling lama ${minutes} menit, kecuali dari peramban yang pernah Anda pakai untuk masuk.`,
          'Bila itu bukan Anda, mungkin ada yang mencoba menebak kata sandi Anda. Anda dapat membuat kata sandi ' +
            'baru: di halaman masuk, pilih "Lupa kata sandi?" dan ikuti tautan yang kami kirim.',
        ],
        action: { label: 'Buka Halaman Masuk', url: loginUrl },
        closing: 'Bila itu Anda, tidak ada yang perlu dilakukan: tunggu sebentar lalu masuk lagi.',
      });
}

export function newAccountMail(
  lang: Lang,
  name: string,
  username: string,
  url: string,
  hours: number,
): MailContent {
  return lang === 'en'
    ? composeMail({
        subject: 'Your Rimba account is ready',
        greeting: `Hello ${name},`,
        paragraphs: [
          `An admin has created a Rimba account for you, with the username ${username}. Choose your password with the link below, then log in.`,
        ],
        action: { label: 'Set password', url },
        closing: `The link works once and for ${hours} hours. After that, ask for a new one with "Lupa kata sandi?" on the login page.`,
      })
    : composeMail({
        subject: 'Akun Rimba Anda telah dibuat',
        greeting: `Halo ${name},`,
        paragraphs: [
          `Admin telah membuatkan akun Rimba untuk Anda dengan username ${username}. Buat kata sandi Anda melalui tautan di bawah, lalu masuk.`,
        ],
        action: { label: 'Buat Kata Sandi', url },
        closing: `Tautan ini berlaku satu kali selama ${hours} jam. Setelah itu, minta tautan baru lewat "Lupa kata sandi?" di halaman masuk.`,
      });
}

/**
 * A get-involved enquiry from the site, for the foundation's staff (in Indonesian, the office's
 * language): every detail the visitor gave, as plain text; answering the mail answers the visitor.
 */
export function getInvolvedMail(details: {
  category: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  question: string;
}): MailContent {
  return composeMail({
    subject: `Get Involved: ${details.category} – ${details.name}`.replace(/\s+/g, ' ').slice(0, 255),
    greeting: 'Halo Tim Rimba,',
    paragraphs: [
      'Ada permintaan Get Involved baru dari situs:',
      `Kategori: ${details.category}`,
      `Nama: ${details.name}`,
      `Email: ${details.email}`,
      `Telepon: ${details.phone}`,
      `Negara: ${details.country}`,
      `Pertanyaan:\n${details.question}`,
    ],
    closing: 'Balas email ini untuk menjawab pengirimnya langsung.',
  });
}
