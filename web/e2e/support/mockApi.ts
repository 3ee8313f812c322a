import type { Page, Route } from '@playwright/test';

/**
 * A small in-browser stand-in for the Vama API (contract 4) so pages can be checked without
 * a server. State lives per page; ids are predictable.
 */
type Doc = Record<string, unknown>;

const USERS: Record<string, Doc> = {
  trader: {
    username: 'trader',
    displayName: 'Trader One SRL',
    userType: 'trader',
    eori: 'RO1234567890',
    linkedEoris: ['RO9999999999'],
    permissions: ['t01-read'],
    csrfToken: 'csrf-test',
    sessionIdleTimeoutSeconds: 900,
    settings: { country: 'RO', currency: 'RON', language: 'ro' },
  },
  agent: {
    username: 'agent',
    displayName: 'Agent Vamal SRL',
    userType: 'agent',
    eori: 'RO5555555555',
    linkedEoris: ['RO1234567890'],
    permissions: ['t01-read'],
    csrfToken: 'csrf-test',
    sessionIdleTimeoutSeconds: 900,
    settings: { country: 'RO', currency: 'RON', language: 'ro' },
  },
};

const CATALOG: Record<string, Doc[]> = {
  'declaration-type': [
    { code: 'T1', name: 'External Community transit' },
    { code: 'T2', name: 'Internal Community transit' },
    { code: 'TIR', name: 'TIR carnet' },
  ],
  'additional-declaration-type': [
    { code: 'A', name: 'Standard' },
    { code: 'D', name: 'Pre-lodged' },
  ],
  'security-declaration-type': [{ code: '0', name: 'No' }],
  'reduced-dataset': [{ code: '0', name: 'No' }],
  'container-indicator': [{ code: '0', name: 'No' }],
  'customs-office': [
    { code: 'RO094000', name: 'Bucuresti Otopeni', departure: true, destination: true },
    { code: 'HU101000', name: 'Budapest', departure: true, destination: true },
  ],
  country: [
    { code: 'RO', name: 'Romania', countryNcts: true },
    { code: 'HU', name: 'Hungary', countryNcts: true },
  ],
  'guarantee-type': [{ code: '1', name: 'Comprehensive guarantee', withGrn: true, withRfc: true }],
  eori: [{ code: 'RO1234567890', EORINumber: 'RO1234567890', name: 'Trader One SRL' }],
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: body === undefined ? '' : JSON.stringify(body) });

const ACTIONS_NEW = [
  { name: 'store', method: 'POST', url: '/v1/t01/store', action: true },
  { name: 'validate', method: 'POST', url: '/v1/t01/validate', action: true },
  { name: 'return-list', action: false },
];

function actionsFor(id: string) {
  return [
    { name: 'modify-stored', action: false },
    { name: 'clone', action: false },
    { name: 'validate', method: 'POST', url: `/v1/t01/${id}/validate`, action: true },
    { name: 'export', method: 'GET', url: `/v1/t01/${id}/export`, action: false },
    { name: 'delete', method: 'DELETE', url: `/v1/t01/${id}`, action: true },
    { name: 'return-list', action: false },
  ];
}

export interface MockApi {
  signedIn: Doc | null;
}

export async function mockApi(page: Page, user: 'trader' | 'agent' | null = 'trader'): Promise<MockApi> {
  const state: MockApi = { signedIn: user ? USERS[user] : null };
  const docs = new Map<string, Doc[]>([
    [
      'd1',
      [
        { lrn: 'LRN-0001', declarationType: { code: 'T1', name: 'External Community transit' }, documentStatus: 'STORED' },
        {
          lrn: 'LRN-0001',
          declarationType: { code: 'T1', name: 'External Community transit' },
          departureOffice: { code: 'RO094000', name: 'Bucuresti Otopeni' },
          destinationOffice: { code: 'HU101000', name: 'Budapest' },
          applicant: { EORINumber: 'RO1234567890', name: 'Trader One SRL' },
          routingCountries: [{ sequence: 1, country: { code: 'RO', name: 'Romania' } }],
          guarantees: [{ sequence: 1, type: { code: '1', name: 'Comprehensive guarantee' }, guaranteeReferences: [{ sequence: 1, grn: '24RO0000000000001', coveredAmount: 1000, currency: { code: 'EUR', name: 'Euro' } }] }],
          documentStatus: 'STORED',
        },
      ],
    ],
  ]);

  const envelope = (id: string, version: number) => {
    const versions = docs.get(id)!;
    return {
      ...versions[version - 1],
      id,
      version,
      currentVersion: versions.length,
      versions: versions.map((_, i) => ({ version: i + 1, status: 'STORED', createdBy: 'trader', createdAtMs: Date.UTC(2025, 0, 10 + i) })),
      history: versions.map((_, i) => ({ action: 'store', userName: 'Trader One SRL', fromStatus: i ? 'STORED' : 'NEW', toStatus: 'STORED', result: 'SUCCESS', atMs: Date.UTC(2025, 0, 10 + i) })),
      actions: actionsFor(id),
    };
  };

  await page.route('**/v1/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const path = url.pathname;
    const method = request.method();
    if (path === '/v1/auth/login') {
      const body = request.postDataJSON() as { username: string; password: string };
      const found = USERS[body.username];
      if (!found || body.password !== body.username) return json(route, 401, { error: 'unauthorized', message: 'Wrong user name or password' });
      state.signedIn = found;
      return json(route, 200, { csrfToken: 'csrf-test', user: found });
    }
    if (path === '/v1/auth/logout') {
      state.signedIn = null;
      return route.fulfill({ status: 204 });
    }
    if (!state.signedIn) return json(route, 401, { error: 'unauthorized', message: 'Sign in' });
    if (path === '/v1/me') return json(route, 200, state.signedIn);
    const catalog = /^\/v1\/catalogs\/([^/]+)\/search$/.exec(path);
    if (catalog) {
      const items = CATALOG[catalog[1]] ?? [{ code: 'X', name: `Sample ${catalog[1]}` }];
      return json(route, 200, { items, total: items.length });
    }
    if (path === '/v1/t01/search') {
      const items = [...docs.entries()].map(([id, versions]) => ({
        id,
        kind: 't01',
        status: 'STORED',
        version: versions.length,
        lrn: versions.at(-1)!.lrn,
        declarationType: 'T1',
        holderEori: 'RO1234567890',
        holderName: 'Trader One SRL',
        officeOfDeparture: 'RO094000',
        officeOfDestination: 'HU101000',
        createdAtMs: Date.UTC(2025, 0, 10),
        updatedAtMs: Date.UTC(2025, 0, 11),
      }));
      return json(route, 200, { items, next: null });
    }
    if (path === '/v1/t01/info') {
      return json(route, 200, {
        declarationType: { code: 'T1', name: 'External Community transit' },
        addDecType: { code: 'A', name: 'Standard' },
        declarationTypeSecurity: { code: '0', name: 'No' },
        reducedDataset: { code: '0', name: 'No' },
        containerIndicator: { code: '0', name: 'No' },
        applicant: { EORINumber: state.signedIn.eori, name: state.signedIn.displayName },
        documentStatus: 'NEW',
        version: 0,
        versions: [],
        history: [],
        actions: ACTIONS_NEW,
      });
    }
    const history = /^\/v1\/t01\/document\/history\/([^/]+)\/(\d+)$/.exec(path);
    if (history && docs.has(history[1])) return json(route, 200, envelope(history[1], Number(history[2])));
    const document = /^\/v1\/t01\/([^/]+)\/document$/.exec(path);
    if (document) {
      if (!docs.has(document[1])) return json(route, 404, { error: 'not_found', message: 'Declaration not found' });
      return json(route, 200, envelope(document[1], docs.get(document[1])!.length));
    }
    if (method === 'POST' && /\/validate$/.test(path)) {
      return json(route, 200, {
        message: 'The declaration has 1 problem',
        type: 'ERROR',
        violations: [{ path: '/destinationOffice', rule: 'R0001', message: 'Destination office is required' }],
      });
    }
    return json(route, 404, { error: 'not_found', message: `No mock for ${method} ${path}` });
  });
  return state;
}
