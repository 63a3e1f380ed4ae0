import { Writable } from 'node:stream';

/** A log stream for an app under test that keeps the JSON lines the app writes (others are skipped). */
export function logSink<Line extends { level: number; msg: string } = { level: number; msg: string }>() {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        try {
          lines.push(JSON.parse(line));
        } catch {
          /* not JSON */
        }
      }
      done();
    },
  });
  return { stream, lines };
}
