import { formatNumber, type ImpactFigureKey, type Lang } from '@rimba/core';
import type { Impact } from '../api/public';

/**
 * A live figure in the visitor's language: whole from 10 up, where a fraction would claim a precision the
 * count does not have, and to a tenth below (the hectares of a first planting).
 */
export function formatFigure(value: number, lang: Lang): string {
  const rounded = Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return formatNumber(rounded, lang) ?? '0';
}

/** The CO₂ estimate as its range, low to high: one tree's estimate is good to about ×0.5–×2. */
export function formatCo2Range(co2: Impact['co2_tonnes'], lang: Lang): string {
  return `${formatFigure(co2.low, lang)}–${formatFigure(co2.high, lang)}`;
}

/** The number a card names, written out with its unit (`t CO₂`, `ha`) from the texts `unit`, unbroken. */
export function formatLiveFigure(
  impact: Impact,
  key: ImpactFigureKey,
  lang: Lang,
  unit: (key: 'co2' | 'hectares') => string,
): string {
  switch (key) {
    case 'co2_tonnes':
      return `${formatCo2Range(impact.co2_tonnes, lang)}\u00a0${unit('co2')}`;
    case 'hectares':
      return `${formatFigure(impact.hectares, lang)}\u00a0${unit('hectares')}`;
    default:
      return formatFigure(impact[key], lang);
  }
}
