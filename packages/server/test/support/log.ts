import Fastify from 'fastify';

// biome-ignore lint/suspicious/noExplicitAny: log lines are read by their shape in the assertions
export type LogLine = Record<string, any>;

/** A real logger at `level` whose lines the test reads. */
export function recordingLog(level = 'debug') {
  const lines: LogLine[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  return { log: app.log, lines };
}
