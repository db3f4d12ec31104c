import { apiMessage, type Lang } from '@rimba/core';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scores run 0–4; below this a password falls to an online or a slow offline guessing attack. */
const minScore = 3;

interface Estimator {
  factory: ZxcvbnFactory;
  translations: Record<Lang, { warnings: Record<string, string>; suggestions: Record<string, string> }>;
}

// The dictionaries take megabytes: loaded on the first password checked, once per process.
let estimator: Promise<Estimator> | undefined;
function loadEstimator(): Promise<Estimator> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, id] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-id'),
    ]);
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...id.dictionary },
      graphs: common.adjacencyGraphs,
      // The estimate's cost grows steeply with length and look-alike characters, and anyone may send a
      // password to register; 32 characters that score well are strong whatever follows.
      maxLength: 32,
      l33tMaxSubstitutions: 16,
    });
    return { factory, translations: { en: en.translations, id: id.translations } };
  })();
  estimator.catch(() => {
    estimator = undefined;
  });
  return estimator;
}

/** What a user's own details give a guesser: each whole value and its words (an email's name part too). */
function personalWords(inputs: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>(['rimba']);
  for (const input of inputs) {
    if (!input) continue;
    const value = input.trim().toLowerCase();
    if (value === '') continue;
    words.add(value);
    for (const part of value.split(/[^\p{L}\p{N}]+/u)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Why a password is too easy to guess, in the caller's language, or null when it is strong enough. The
 * user's username, email and name count as known to a guesser.
 */
export async function passwordWeakness(
  password: string,
  userInputs: readonly (string | null | undefined)[],
  lang: Lang,
): Promise<string | null> {
  const { factory, translations } = await loadEstimator();
  const result = await factory.checkAsync(password, personalWords(userInputs));
  if (result.score >= minScore) return null;
  const texts = translations[lang];
  const { warning, suggestions } = result.feedback;
  const reasons = [
    ...(warning ? [texts.warnings[warning] ?? ''] : []),
    ...suggestions.map((s) => texts.suggestions[s] ?? ''),
  ].filter((text) => text !== '');
  return apiMessage('passwordWeak', lang, {
    reason: reasons.length > 0 ? reasons.join(' ') : apiMessage('passwordWeakHint', lang),
  });
}
