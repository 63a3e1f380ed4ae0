import type { Config } from '@react-router/dev/config';

/** Pages are rendered at request time, so the HTML carries the live clients, reviews and gallery. */
export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (parallel work, benchmarks); default build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: { v8_middleware: true },
} satisfies Config;
