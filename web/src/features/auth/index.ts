export { RequireAuth } from './components/RequireAuth';
export { loginPath, DEFAULT_PATH } from './returnPath';
export { SessionProvider, useSession, type Session } from './SessionContext';
export { IdleTimeout } from './components/IdleTimeout';
