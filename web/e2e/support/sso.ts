import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startVama, test as base } from './server';

/** The tests' OpenID provider (support/sso/provider.mjs: oidc-provider on a loopback port with
 * the users of support/sso/accounts.json); `stop` ends it. */
export async function startProvider(): Promise<{ issuer: string; stop: () => void }> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./sso/provider.mjs', import.meta.url))], { stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout });
  const issuer = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the OpenID provider stopped (${code})`)));
    lines.on('line', (line) => {
      try {
        const said = JSON.parse(line) as { issuer?: string };
        if (said.issuer) done(said.issuer);
      } catch {
        // a line that is not the provider's address
      }
    });
  });
  return { issuer, stop: () => child.kill('SIGTERM') };
}

/**
 * The SSO journeys' `test`: each worker has the provider and a Vama server of its own that
 * signs in only through it (`VAMA_LOCAL_ACCOUNTS=false`), as a deployment without local
 * accounts does.
 */
export const test = base.extend<object, { ssoServer: { url: string; issuer: string } }>({
  ssoServer: [
    async ({}, use) => {
      const bin = process.env.VAMA_E2E_SERVER;
      if (!bin) throw new Error('the SSO journeys start their own server: set VAMA_E2E_SERVER (make e2e does)');
      const provider = await startProvider();
      const data = mkdtempSync(join(tmpdir(), 'vama-e2e-sso-'));
      try {
        const server = await startVama(bin, data, {
          VAMA_OIDC_ISSUER: provider.issuer,
          VAMA_OIDC_CLIENT_ID: 'vama',
          VAMA_OIDC_CLIENT_SECRET: 'vama-test-secret',
          VAMA_OIDC_REDIRECT_URL: 'http://127.0.0.1:{port}/v1/auth/sso/callback',
          VAMA_LOCAL_ACCOUNTS: 'false',
        });
        try {
          await use({ url: server.url, issuer: provider.issuer });
        } finally {
          await server.stop();
        }
      } finally {
        provider.stop();
        rmSync(data, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ ssoServer }, use) => {
    await use(ssoServer.url);
  },
});

export { expect } from '@playwright/test';
