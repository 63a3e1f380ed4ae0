import type { Config } from '@react-router/dev/config';

/** Pages are rendered at request time (architecture.md: live clients, reviews and gallery in the HTML). */
export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (parallel work, benchmarks); default build/.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  future: { v8_middleware: true },
} satisfies Config;
