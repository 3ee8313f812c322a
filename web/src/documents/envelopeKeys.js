/**
 * The read-only members of the generic document envelope (ARCHITECTURE contract 1): every
 * kind's GET answers its body with these merged in, and the app takes them off again before the
 * body goes anywhere (the rule engine refuses an unknown field). Plain JavaScript, so that the
 * node scripts beside the app (web/scripts/perf-big.mjs) import this very list.
 */
export const META_KEYS = /** @type {const} */ (['id', 'documentStatus', 'version', 'currentVersion', 'versions', 'history', 'actions', 'violations', 'messages', 'timers', 'fields']);
