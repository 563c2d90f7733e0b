import * as client from 'react-dom/client';

/**
 * React DOM's client, read from a module that the build puts in the react-dom chunk (vite.config.ts): the
 * library's code (CommonJS, run the first time it is read) then runs when early.ts runs that chunk, in a task
 * of its own, and not inside the entry's (issue 15: 12 ms on a fast computer, 48 ms at a phone's speed).
 */
export const { createRoot, hydrateRoot } = client;
