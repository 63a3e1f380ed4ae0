// The tools `npm run lighthouse` loads from bench/tools/node_modules (bench/tools.ts installs them).
export { default as lighthouse } from 'lighthouse';
export * as chromeLauncher from 'chrome-launcher';
