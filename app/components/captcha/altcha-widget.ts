// The ALTCHA widget's code: importing the package defines the <altcha-widget> element. Bundled on
// its own (see altcha-field.tsx) and loaded only when the form is near or touched.
//
// This is the package's build without styles and without workers (`altcha/external`): its default
// build adds its whole stylesheet in a <style> of its own and carries the workers of every
// algorithm. The styles the widget needs come with the page's stylesheet instead
// (altcha-widget.css, imported by altcha-field.css), and only the PBKDF2 worker is registered here:
// the server issues PBKDF2/SHA-256 challenges alone (ALTCHA_ALGORITHM, server/services/captcha.ts).
// As in the default build, the worker runs from a blob: address made of its code (the CSP's
// worker-src allows blob:), so solving fetches nothing more.
import 'altcha/external';
import pbkdf2Worker from 'altcha/workers/pbkdf2?raw';

let workerUrl: string | undefined;
const createWorker = () => {
  workerUrl ??= URL.createObjectURL(new Blob([pbkdf2Worker], { type: 'text/javascript' }));
  return new Worker(workerUrl);
};
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) globalThis.$altcha.algorithms.set(algorithm, createWorker);
