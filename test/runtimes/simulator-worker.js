// @ts-check
// The simulator's lifecycle in a Web Worker: the summary, or the error's text, is posted to the page.
import { lifecycle } from './simulator-lifecycle.js';

lifecycle().then(
  (summary) => postMessage({ summary }),
  (error) => postMessage({ error: String(error?.stack ?? error) }),
);
