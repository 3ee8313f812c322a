// The tests' OpenID provider: `oidc-provider` (a certified OpenID Connect implementation from
// npm), on a loopback port, with the users of accounts.json. It is the real thing: discovery,
// authorization with PKCE, the token endpoint, signed ID tokens, the keys (JWKS), user info and
// RP-initiated logout are oidc-provider's own. Two things are the tests':
//   - the sign-in screen (a user name, no password: the tests are about what the portal does
//     with the answer), which grants the portal what it asks for;
//   - for the accounts marked `tamper`, the ID token leaving the token endpoint is spoilt as an
//     attacker or a broken provider would (bad signature, another audience or issuer, expired,
//     another nonce), re-signed with the provider's own key where the signature must hold, so
//     that the portal's refusal of each can be tested.
// Started by the Rust API tests and by the end-to-end journeys:
//   node provider.mjs  →  prints {"issuer": "http://127.0.0.1:PORT"} once it listens.
// The portal's client: id `vama`, secret `vama-test-secret`, a native application, so that its
// loopback redirect URI may carry any port (RFC 8252 7.3).

import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createSign, generateKeyPairSync } from 'node:crypto';
import Provider from 'oidc-provider';

const accounts = JSON.parse(readFileSync(new URL('./accounts.json', import.meta.url), 'utf8'));
delete accounts._;

const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
const jwk = { ...signingKey.export({ format: 'jwk' }), kid: 'vama-test', use: 'sig', alg: 'RS256' };

const server = http.createServer();
await new Promise((done) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', done));
const issuer = `http://127.0.0.1:${server.address().port}`;

const profile = ['name', 'preferred_username', 'user_type', 'eori', 'linked_eoris', 'customs_offices', 'permissions'];
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'vama',
      client_secret: 'vama-test-secret',
      application_type: 'native',
      redirect_uris: ['http://127.0.0.1/v1/auth/sso/callback'],
      post_logout_redirect_uris: ['http://127.0.0.1/login'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  jwks: { keys: [jwk] },
  cookies: { keys: ['vama-test-provider-cookies'] },
  claims: { openid: ['sub'], profile },
  findAccount: async (_ctx, id) =>
    accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id].claims }) } : undefined,
  interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
  pkce: { required: () => true },
});

const b64 = (data) => Buffer.from(data).toString('base64url');

function sign(header, payload, key) {
  const input = `${b64(JSON.stringify(header))}.${b64(JSON.stringify(payload))}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

/** The ID token as the account's `tamper` spoils it (unchanged for the others). */
function tamper(idToken) {
  const [header, payload] = idToken.split('.').slice(0, 2).map((p) => JSON.parse(Buffer.from(p, 'base64url')));
  const now = Math.floor(Date.now() / 1000);
  switch (accounts[payload.sub]?.tamper) {
    case 'signature':
      return sign(header, payload, otherKey);
    case 'audience':
      return sign(header, { ...payload, aud: 'another-portal' }, signingKey);
    case 'issuer':
      return sign(header, { ...payload, iss: 'http://127.0.0.1:9/another-provider' }, signingKey);
    case 'expired':
      return sign(header, { ...payload, iat: now - 7200, exp: now - 3600 }, signingKey);
    case 'nonce':
      return sign(header, { ...payload, nonce: 'not-the-nonce-the-portal-sent' }, signingKey);
    default:
      return idToken;
  }
}

provider.use(async (ctx, next) => {
  await next();
  if (ctx.path === '/token' && ctx.body && typeof ctx.body.id_token === 'string') {
    ctx.body = { ...ctx.body, id_token: tamper(ctx.body.id_token) };
  }
});

const escape = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(res, uid, error = '') {
  res.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html lang="en"><head><title>Test SSO</title></head><body>
<main><h1>Test SSO: sign in</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>User name <input name="login" autocomplete="username" autofocus></label>
<button type="submit">Sign in</button></form></main></body></html>`);
}

async function formBody(req) {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

async function interaction(req, res) {
  try {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') return page(res, details.uid);
    const login = (await formBody(req)).get('login') ?? '';
    if (!accounts[login]) return page(res, details.uid, `No user ${login} here`);
    const grant = new provider.Grant({ accountId: login, clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope);
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  } catch (e) {
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end(`interaction: ${e.message}`);
  }
}

const callback = provider.callback();
server.on('request', (req, res) => (req.url.startsWith('/interaction/') ? interaction(req, res) : callback(req, res)));
process.on('SIGTERM', () => process.exit(0));
// Whoever started it may stop reading its output once it has the issuer.
process.stdout.on('error', () => {});
console.log(JSON.stringify({ issuer }));
