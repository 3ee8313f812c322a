import { describe, expect, it } from 'vitest';
import { resultColor, resultNotifications, showsRiskNotification } from './actionResult';

describe('result notifications (spec 4.2)', () => {
  it('colours the message by type: INFO blue, ERROR red, SUCCESS green, default green', () => {
    expect(resultColor('INFO')).toBe('blue');
    expect(resultColor('ERROR')).toBe('red');
    expect(resultColor('SUCCESS')).toBe('green');
    expect(resultColor(undefined)).toBe('green');
    expect(resultColor('SOMETHING')).toBe('green');
  });

  it('shows a second notification in the risk colour', () => {
    const shown = resultNotifications({ message: 'Stored', type: 'SUCCESS', operation: 'SELECTED', riskColor: 'RED' });
    expect(shown).toEqual([
      { kind: 'message', color: 'green', message: 'Stored' },
      { kind: 'risk', color: 'red', operation: 'SELECTED', riskColor: 'RED' },
    ]);
  });

  it('skips the risk notification for SELECTED with GREEN', () => {
    expect(showsRiskNotification('SELECTED', 'GREEN')).toBe(false);
    expect(resultNotifications({ message: 'x', type: 'INFO', operation: 'SELECTED', riskColor: 'GREEN' })).toHaveLength(1);
  });

  it('shows GREEN for another operation', () => {
    expect(showsRiskNotification('NOT_SELECTED', 'GREEN')).toBe(true);
  });

  it('skips the risk notification for NO_COLOR and when there is no colour', () => {
    expect(showsRiskNotification('NOT_SELECTED', 'NO_COLOR')).toBe(false);
    expect(showsRiskNotification('SELECTED', undefined)).toBe(false);
    expect(resultNotifications({ type: 'ERROR', message: 'Failed' })).toEqual([{ kind: 'message', color: 'red', message: 'Failed' }]);
  });
});
