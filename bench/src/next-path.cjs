'use strict';
// autocannon's setupRequest (CommonJS: its worker thread requires it). The request's `paths` are sent in
// turn over all the connections together: each once, then again from the first.
let sent = 0;

module.exports = (request) => {
  request.path = request.paths[sent++ % request.paths.length];
  return request;
};
