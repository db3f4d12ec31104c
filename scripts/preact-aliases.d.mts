import type { Alias } from 'vite';
/** The aliases that run a React bundle on Preact's compatibility layer. */
export const preactAliases: Alias[];
