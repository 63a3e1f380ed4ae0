import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const root = (dir: string) => fileURLToPath(new URL(`./${dir}/**`, import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    // What the process and the tests write must not trigger page reloads (ssr-notes T14).
    watch: { ignored: ['data', 'tmp', 'build', 'test-results', 'playwright-report'].map(root) },
  },
});
