import path from 'node:path';

/** Most characters a kept file name has (its column is varchar(255)). */
const maxLength = 255;

/**
 * What a file name never keeps: control characters (NUL, which PostgreSQL refuses in text, among them),
 * unpaired surrogates, and the bidirectional overrides that make `txt.exe` read as `exe.txt`.
 */
const unwanted = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The name an uploaded file is listed under: the last part of what the browser sent (a Windows path too),
 * cleaned of what cannot be stored or shown, cut at 255 characters without splitting one; `fallback` when
 * nothing is left. The file itself is stored under a generated name whatever this is.
 */
export function cleanFileName(sent: string | undefined, fallback: string): string {
  const base = path.posix.basename((sent ?? '').replaceAll('\\', '/'));
  const clean = base.replace(unwanted, '').normalize('NFC').trim();
  return Array.from(clean).slice(0, maxLength).join('') || fallback;
}
