import { apiTokens } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { apiTokenHooks } from './hooks.js';

export const apiTokenPart = serverPart(apiTokens, { hooks: apiTokenHooks });
