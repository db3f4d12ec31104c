/**
 * The Node flags the server runs with. An explicit heap limit makes V8 collect old garbage as it goes:
 * with only its default limit, derived from the machine's memory, it lets the heap swell by a hundred
 * megabytes and more during a large export before it collects. NODE_OPTIONS=--max-old-space-size=N
 * sets another limit.
 */
export function serverNodeFlags(env = process.env) {
  const ownLimit = /--max-old-space-size/.test(env.NODE_OPTIONS ?? '');
  return ['--import', 'tsx', ...(ownLimit ? [] : ['--max-old-space-size=512'])];
}
