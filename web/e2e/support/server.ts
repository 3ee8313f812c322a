import { test as base } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The journeys' `test`: each Playwright worker signs in to a Vama server of its own when
 * VAMA_E2E_SERVER names the server's binary (as `make e2e` does): its own SQLite store and its
 * own clock, which some journeys move by days. So journeys run in parallel without seeing each
 * other's documents or time. Without VAMA_E2E_SERVER every worker uses VAMA_E2E_URL (a server
 * started by hand, `make run`).
 */
export const test = base.extend<object, { serverData: string | null; serverUrl: string; vama: VamaCli }>({
  // the worker's data directory (null: a server started by hand)
  serverData: [
    async ({}, use) => {
      if (!process.env.VAMA_E2E_SERVER) {
        await use(null);
        return;
      }
      const data = mkdtempSync(join(tmpdir(), 'vama-e2e-'));
      try {
        await use(data);
      } finally {
        rmSync(data, { recursive: true, force: true });
      }
    },
    { scope: 'worker' },
  ],
  serverUrl: [
    async ({ serverData }, use) => {
      const bin = process.env.VAMA_E2E_SERVER;
      if (!bin || !serverData) {
        await use(process.env.VAMA_E2E_URL ?? 'http://127.0.0.1:8080');
        return;
      }
      const server = await startVama(bin, serverData);
      try {
        await use(server.url);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  // `vama …` (the admin commands) on the worker's store, beside its running server
  vama: [
    async ({ serverData }, use) => {
      await use((args, stdin = '') => {
        const bin = process.env.VAMA_E2E_SERVER;
        if (!bin || !serverData) throw new Error('the CLI needs the server binary (VAMA_E2E_SERVER)');
        return new Promise((done, fail) => {
          const child = spawn(resolve(bin), args, { env: { ...process.env, VAMA_DATA_DIR: serverData }, stdio: ['pipe', 'pipe', 'pipe'] });
          let out = '';
          child.stdout.on('data', (c: Buffer) => (out += c.toString()));
          child.stderr.on('data', (c: Buffer) => (out += c.toString()));
          child.once('error', fail);
          child.once('exit', (code) => done({ code: code ?? -1, out }));
          child.stdin.end(stdin);
        });
      });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ serverUrl }, use) => {
    await use(serverUrl);
  },
});

/** Runs the server binary with `args` on the worker's store: its exit code and output. */
export type VamaCli = (args: string[], stdin?: string) => Promise<{ code: number; out: string }>;

export { expect } from '@playwright/test';

/** A Vama server (the binary `bin`) on a free loopback port with its store in `data`, and
 * `env` besides; it answers once `url` does, and `stop` ends it. `env` may name the port it
 * is given (`{port}`), as the SSO's redirect URL does. */
export async function startVama(bin: string, data: string, env: Record<string, string> = {}): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const named = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v.replaceAll('{port}', String(port))]));
  const server = spawn(resolve(bin), [], {
    env: {
      ...process.env,
      VAMA_ADDR: `127.0.0.1:${port}`,
      VAMA_DATA_DIR: data,
      VAMA_WEB_DIR: process.env.VAMA_WEB_DIR ?? 'dist',
      ...named,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines of the server's log, shown when it does not start.
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 50) log.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  const stop = async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
  };
  try {
    await ready(url, server.exitCode === null ? exited : Promise.resolve(), log);
  } catch (e) {
    await stop();
    throw e;
  }
  return { url, stop };
}

/** A loopback port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Waits until the server answers its OpenAPI document (30 s), or fails with its log. */
async function ready(url: string, exited: Promise<void>, log: string[]): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const until = Date.now() + 30_000;
  while (Date.now() < until && !gone) {
    try {
      if ((await fetch(`${url}/v1/openapi.json`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the server at ${url} did not start:\n${log.join('')}`);
}
