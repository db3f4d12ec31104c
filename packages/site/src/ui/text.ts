import { truncate } from '../layout/footer/truncate';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML, without its tags, cut to `length` characters with an ellipsis. */
export function teaser(html: string | null | undefined, length: number): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, length);
}

/**
 * A text's first sentence as its headline (without the full stop), and the rest of it; a first sentence
 * longer than `length` is cut, and the whole text is then the rest.
 */
export function headlineOf(text: string, length = 100): { headline: string; rest: string } {
  const trimmed = text.trim();
  const end = /[.!?](\s|$)/.exec(trimmed);
  const first = end ? trimmed.slice(0, end.index + (trimmed[end.index] === '.' ? 0 : 1)) : trimmed;
  if (first.length > length) return { headline: truncate(first, length), rest: trimmed };
  return { headline: first, rest: end ? trimmed.slice(end.index + 1).trim() : '' };
}
