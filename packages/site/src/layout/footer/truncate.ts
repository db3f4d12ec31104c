/** Footer teasers are cut to this many characters (site spec §9). */
export const TEASER_LENGTH = 75;

/** The first `max` characters of `text` followed by an ellipsis, or `text` itself when it is short enough. */
export function truncate(text: string, max = TEASER_LENGTH): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : text;
}
