import type { Config } from '@react-router/dev/config';

/** Pages are rendered at request time (architecture.md: live clients, reviews and gallery in the HTML). */
export default {
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
