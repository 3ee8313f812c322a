import { useEffect, useRef, useState } from 'react';
import { onApiActivity } from '@/api/client';
import { IdleTimeoutDialog } from '@/components/layout/IdleTimeoutDialog';

export const WARNING_SECONDS = 120;

export interface IdleTimeoutProps {
  /** The server's idle timeout (GET /v1/me `sessionIdleTimeoutSeconds`). */
  timeoutSeconds: number;
  onStay(): Promise<void>;
  onExpire(): void;
}

/** Warns two minutes before the server ends an idle session; each API call restarts the clock. */
export function IdleTimeout({ timeoutSeconds, onStay, onExpire }: IdleTimeoutProps) {
  const [lastActivity, setLastActivity] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => onApiActivity(() => setLastActivity(Date.now())), []);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const secondsLeft = (lastActivity + timeoutSeconds * 1000 - now) / 1000;
  const expired = secondsLeft <= 0;
  const fired = useRef(false);
  useEffect(() => {
    if (expired && !fired.current) {
      fired.current = true;
      onExpire();
    }
  }, [expired, onExpire]);

  return (
    <IdleTimeoutDialog
      opened={!expired && secondsLeft <= WARNING_SECONDS}
      secondsLeft={secondsLeft}
      onStay={() => void onStay().catch(() => undefined)}
      onSignOut={onExpire}
    />
  );
}
