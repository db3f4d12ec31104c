import { describe, expect, it } from 'vitest';
import { TEASER_LENGTH, truncate } from '../src/layout/footer/truncate';

describe('truncate', () => {
  it('cuts a long text to 75 characters and adds an ellipsis', () => {
    const text = `${'a'.repeat(70)}bcdefghij`;
    expect(TEASER_LENGTH).toBe(75);
    expect(truncate(text)).toBe(`${'a'.repeat(70)}bcdef…`);
  });

  it('leaves a text of 75 characters or fewer as it is', () => {
    expect(truncate('x'.repeat(75))).toBe('x'.repeat(75));
    expect(truncate('Pohon')).toBe('Pohon');
    expect(truncate('')).toBe('');
  });

  it('counts characters, not UTF-16 units, so it never splits an emoji', () => {
    expect(truncate('🌳'.repeat(80))).toBe(`${'🌳'.repeat(75)}…`);
  });

  it('takes another length when asked', () => {
    expect(truncate('Menanam pohon', 7)).toBe('Menanam…');
  });
});
