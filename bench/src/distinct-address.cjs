'use strict';
// autocannon's setupRequest (CommonJS: its worker thread requires it). Each request comes from an address
// of its own through a trusted proxy (X-Forwarded-For), so that the per-address limit of a public write
// answers none of them 429. Each run draws a prefix of its own, so no address comes back in a later run.
const { randomBytes } = require('node:crypto');

const prefix = randomBytes(6).toString('hex').match(/.{4}/g).join(':');
let sent = 0;

module.exports = (request) => {
  sent++;
  const address = `fd00:${prefix}::${Math.floor(sent / 65536).toString(16)}:${(sent % 65536).toString(16)}`;
  request.headers = { ...request.headers, 'x-forwarded-for': address };
  return request;
};
