import { interpolate, type Lang, type Text } from '../i18n.js';
import { videoOf } from '../video.js';
import { type RuleName, ruleMessages } from './messages.js';

/** One parsed rule of a rule string such as `required|max:255`. */
export interface Rule {
  name: RuleName;
  args: string[];
}

/** What a rule sees besides the value: the other values of the record, for rules such as confirmed. */
export interface RuleContext {
  values: Record<string, unknown>;
  labelOf: (field: string) => string;
}

type Check = (value: unknown, args: string[], ctx: RuleContext) => boolean;

const str = (v: unknown) => (typeof v === 'string' ? v : String(v));
const num = (v: unknown) => (typeof v === 'number' ? v : Number(str(v).trim()));
const lengthOf = (v: unknown) => (Array.isArray(v) ? v.length : [...str(v)].length);

/** Empty means absent: null, undefined, an empty or blank string, an empty list. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const unpairedSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether a text can be stored: PostgreSQL refuses the NUL character in text, and an unpaired UTF-16
 * surrogate has no UTF-8 form (a driver would turn it into U+FFFD, jsonb refuses it).
 */
export function isStorableText(s: string): boolean {
  return !s.includes('\u0000') && !unpairedSurrogate.test(s);
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A tag, a closing tag or a comment; a bare `<` ("I <3 trees", "a < b") is text. */
const htmlPattern = /<\/?[a-z][^>]*>|<!--/i;

/** A web address, or a path on this server (an uploaded file's `/uploads/…`). */
export function isUrl(v: unknown): boolean {
  const s = str(v);
  if (s.startsWith('/')) return !s.startsWith('//');
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The checks of every rule other than the required family; each runs only on a non-empty value. */
const checks: Record<Exclude<RuleName, 'required' | 'required_if'>, Check> = {
  email: (v) => emailPattern.test(str(v)),
  min: (v, [n]) => lengthOf(v) >= Number(n),
  max: (v, [n]) => lengthOf(v) <= Number(n),
  min_value: (v, [n]) => num(v) >= Number(n),
  max_value: (v, [n]) => num(v) <= Number(n),
  between: (v, [a, b]) => num(v) >= Number(a) && num(v) <= Number(b),
  numeric: (v) => /^\d+$/.test(str(v)),
  integer: (v) => /^-?\d+$/.test(str(v)),
  double: (v) => /^-?\d+(\.\d+)?$/.test(str(v)),
  digits: (v, [n]) => /^\d+$/.test(str(v)) && str(v).length === Number(n),
  length: (v, [n]) => lengthOf(v) === Number(n),
  alpha: (v) => /^\p{L}+$/u.test(str(v)),
  alpha_num: (v) => /^[\p{L}\p{N}]+$/u.test(str(v)),
  alpha_dash: (v) => /^[\p{L}\p{N}_-]+$/u.test(str(v)),
  alpha_spaces: (v) => /^[\p{L}\s]+$/u.test(str(v)),
  confirmed: (v, [target], ctx) => target !== undefined && v === ctx.values[target],
  regex: (v, [pattern]) => pattern !== undefined && new RegExp(pattern).test(str(v)),
  // Both coordinates of a place are asked for by the map type's parser.
  coordinates: () => true,
  // A shape is judged by the polygon type's parser.
  polygon: () => true,
  max_vertices: () => true,
  self_intersects: () => true,
  // A checklist's answers and a template's content are judged by their types' parsers.
  checklist: () => true,
  checklist_content: () => true,
  oneOf: (v, args) => args.includes(str(v)),
  excluded: (v, args) => !args.includes(str(v)),
  url: (v) => isUrl(v),
  video_url: (v) => videoOf(str(v)) !== null,
  ext: (v, args) => args.some((e) => str(v).toLowerCase().endsWith(`.${e.toLowerCase()}`)),
  // A file's kind, size and pixel size are judged on the file itself when it is uploaded and attached
  // (uploadLimitsOf), not on its URL.
  mimes: () => true,
  image: (v) => /\.(png|jpe?g|gif|webp|avif|svg)$/i.test(str(v)),
  size: () => true,
  dimensions: () => true,
  date: (v) => !Number.isNaN(Date.parse(str(v))),
  boolean: (v) => typeof v === 'boolean' || ['0', '1', 'true', 'false'].includes(str(v)),
  'lock-periode': (v, [mode]) => isInLockPeriod(str(v), dayIn(new Date()), mode === 'now'),
  // Whether a looked-up row exists is checked by the server against the database.
  exists: () => true,
  max_files: (v, [n]) => !Array.isArray(v) || v.length <= Number(n),
  no_html: (v) => !htmlPattern.test(str(v)),
  max_items: (v, [n]) => !Array.isArray(v) || v.length <= Number(n),
  valid_chars: (v) => typeof v !== 'string' || isStorableText(v),
};

export const ruleNames = Object.keys(ruleMessages) as RuleName[];

const isRuleName = (name: string): name is RuleName => name in ruleMessages;

/**
 * Parses a rule string (`required|email|max:255`). Parameters follow a colon, separated by commas; the
 * pattern of `regex` is taken whole. An unknown rule is a programming error and throws.
 */
export function parseRules(rules: string | undefined): Rule[] {
  if (!rules) return [];
  return rules
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      const name = colon < 0 ? part : part.slice(0, colon);
      const rest = colon < 0 ? '' : part.slice(colon + 1);
      if (!isRuleName(name)) throw new Error(`Unknown validation rule "${name}" in "${rules}"`);
      const args = name === 'regex' ? [rest] : rest ? rest.split(',') : [];
      return { name, args };
    });
}

function messageFor(rule: Rule, label: string, lang: Lang, ctx: RuleContext): string {
  const [a = '', b = ''] = rule.args;
  const values: Record<string, string> = {
    field: label,
    length: a,
    min: a,
    max: rule.name === 'between' ? b : a,
    size: a,
    width: a,
    height: b,
    target: ctx.labelOf(a),
    detail: a,
  };
  return interpolate(ruleMessages[rule.name][lang], values);
}

/** The message of a rule for a field, e.g. for a value the field type's parser refused. */
export function ruleMessage(name: RuleName, label: string, lang: Lang, args: string[] = []): string {
  return messageFor({ name, args }, label, lang, { values: {}, labelOf: (f) => f });
}

/** The message of a value a field type's parser refused: its rule's, with its `detail` in the language. */
export function refusedValueMessage(
  refused: { rule: RuleName; args?: string[]; detail?: Text },
  label: string,
  lang: Lang,
): string {
  return ruleMessage(refused.rule, label, lang, refused.detail ? [refused.detail[lang]] : refused.args);
}

/** Whether `required_if:other,value1,value2` makes the field required for these values. */
function requiredIfApplies([other, ...expected]: string[], ctx: RuleContext): boolean {
  if (other === undefined) return false;
  const actual = ctx.values[other];
  return expected.length === 0 ? !isEmpty(actual) : expected.includes(str(actual));
}

/** Checks one value against its rules and answers the first failing rule's message, or null. */
export function validateValue(
  value: unknown,
  rules: Rule[],
  label: string,
  lang: Lang,
  ctx: RuleContext = { values: {}, labelOf: (f) => f },
): string | null {
  const empty = isEmpty(value);
  for (const rule of rules) {
    if (rule.name === 'required' || rule.name === 'required_if') {
      const needed = rule.name === 'required' || requiredIfApplies(rule.args, ctx);
      if (needed && empty) return messageFor(rule, label, lang, ctx);
      continue;
    }
    if (empty) continue;
    if (!checks[rule.name](value, rule.args, ctx)) return messageFor(rule, label, lang, ctx);
  }
  return null;
}

/** Cut-off day of the period lock (admin spec §5, §9). */
export const periodCutOffDay = 25;

/** The foundation's working time zone: "today" of a period lock is today in Indonesia (WIB). */
export const businessTimeZone = 'Asia/Jakarta';

/** A day as `YYYY-MM-DD` in the business time zone. */
export function dayIn(moment: Date, zone = businessTimeZone): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(moment);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The cut-off day of a month counted from a year and a month index that may run past 0..11. */
const cutOff = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month, periodCutOffDay));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(periodCutOffDay)}`;
};

/**
 * The days a `lock-periode` field may take, as `YYYY-MM-DD`: before the 25th, from the 25th of last month
 * to the 25th of this month; from the 25th on, from the 25th of this month to the 25th of next month.
 */
export function lockPeriodRange(today: string): { from: string; to: string } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = d < periodCutOffDay ? m - 2 : m - 1;
  return { from: cutOff(y, start), to: cutOff(y, start + 1) };
}

/**
 * Whether a date (`YYYY-MM-DD`, or a moment, taken as its day in the business time zone) is open:
 * inside the period, or with `lockNow` only today (admin spec §5: within 23 hours from midnight).
 */
export function isInLockPeriod(value: string | Date, today: string, lockNow = false): boolean {
  const moment = typeof value === 'string' && !/^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(value) : value;
  if (moment instanceof Date && Number.isNaN(moment.getTime())) return false;
  const day = moment instanceof Date ? dayIn(moment) : moment;
  if (lockNow) {
    if (day !== today) return false;
    if (!(moment instanceof Date)) return true;
    const midnight = new Date(`${today}T00:00:00+07:00`).getTime();
    return moment.getTime() - midnight < 23 * 3_600_000;
  }
  const { from, to } = lockPeriodRange(today);
  return day >= from && day <= to;
}
