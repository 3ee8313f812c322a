import { describe, expect, it } from 'vitest';
import { atrNavigation, atrPaths } from './model';

describe('ATR navigation', () => {
  it('opens the route of each step of the office of transit', () => {
    expect(atrNavigation('presentation-notification-ootra', 'a1')).toBe('/transits/atr/ie117/a1');
    expect(atrNavigation('reject-crossing-frontier', 'a1')).toBe('/transits/atr/ie119/a1');
    expect(atrNavigation('incident-registration', 'a1')).toBe('/transits/atr/incident-registration/a1');
  });

  it('goes back to the list and the record, and nowhere for an unknown action', () => {
    expect(atrNavigation('return-list', 'a1')).toBe(atrPaths.list());
    expect(atrNavigation('view', 'a1')).toBe('/transits/atr/view/a1');
    expect(atrNavigation('return-view', null)).toBeNull();
    expect(atrNavigation('print', 'a1')).toBeNull();
  });
});
