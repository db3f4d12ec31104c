import { othersTokens } from '@rimba/core';
import { serverPart } from '../../resources/parts.js';
import { revoke } from '../api-token/hooks.js';

/** Everyone's tokens, for whoever may read and revoke them: deleting one revokes it. */
export const othersTokenPart = serverPart(othersTokens, { hooks: { remove: revoke } });
