export { RequireAuth } from './components/RequireAuth';
export { loginPath, DEFAULT_PATH } from './returnPath';
export { SessionProvider, useOptionalSession, useSession, type Session } from './SessionContext';
export { IdleTimeout } from './components/IdleTimeout';
