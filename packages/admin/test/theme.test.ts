import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { adminTheme } from '../src/AppProviders';

type Rgb = [number, number, number];

/** A CSS colour (`#rrggbb` or `rgba(…)`) as laid over the given opaque background. */
function over(color: string, background: Rgb): Rgb {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (hex) return [1, 2, 3].map((i) => Number.parseInt(hex[i]!, 16)) as Rgb;
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`Not a colour: ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  return [r!, g!, b!].map((c, i) => Math.round(c * a + background[i]! * (1 - a))) as Rgb;
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: Rgb, b: Rgb): number {
  const luminance = (c: Rgb) => {
    const [r, g, bl] = c.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('admin theme', () => {
  const token = theme.getDesignToken(adminTheme);
  const white: Rgb = [255, 255, 255];
  // The page's grey, and a disabled input's.
  const grey = over(token.colorBgLayout, white);
  const disabled = over(token.colorBgContainerDisabled, white);

  it('has every kind of text readable at 4.5:1 on white, the page grey and a disabled input', () => {
    const texts = {
      secondary: token.colorTextDescription,
      placeholder: token.colorTextPlaceholder,
      link: token.colorLink,
      danger: token.colorError,
      primary: token.colorPrimary,
      'empty table': adminTheme.components?.Table?.colorTextDisabled ?? token.colorTextDisabled,
    };
    const low: string[] = [];
    for (const [name, color] of Object.entries(texts)) {
      for (const [ground, rgb] of Object.entries({ white, grey, disabled })) {
        const ratio = contrast(over(color, rgb), rgb);
        if (ratio < 4.5) low.push(`${name} ${color} on ${ground}: ${ratio.toFixed(2)}`);
      }
    }
    expect(low).toEqual([]);
  });

  it('has white labels readable at 4.5:1 on a primary and a danger button and on an off switch', () => {
    const switchToken = { ...token, ...adminTheme.components?.Switch };
    const grounds = {
      primary: token.colorPrimary,
      danger: token.colorError,
      'off switch': switchToken.colorTextQuaternary,
    };
    const low = Object.entries(grounds)
      .map(([name, color]) => [name, contrast(white, over(color, white))] as const)
      .filter(([, ratio]) => ratio < 4.5)
      .map(([name, ratio]) => `${name}: ${ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });
});
