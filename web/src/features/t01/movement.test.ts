import { describe, expect, it } from 'vitest';
import { t01Paths } from './model';
import { FORM_ACTIONS, SUBMIT_ACTIONS, dialogBody, inputErrors, isDialogAction } from './movement';

const post = (name: string) => ({ name, method: 'POST', url: `/v1/t01/x/${name}`, action: true });

describe('movement actions', () => {
  it('decisions are asked in a dialog; form and draft actions are not', () => {
    expect(isDialogAction(post('accept'))).toBe(true);
    expect(isDialogAction(post('cancel'))).toBe(true);
    expect(isDialogAction(post('control-results'))).toBe(false);
    expect(isDialogAction(post('submit-stored'))).toBe(false);
    expect(isDialogAction(post('store'))).toBe(false);
    expect(isDialogAction({ name: 'incident-registration', action: false })).toBe(false);
  });

  it('the presentation notification (IE170) is filled on the modify screen and sent with the declaration, not confirmed bare', () => {
    expect(isDialogAction(post('presentation-notification'))).toBe(false);
    expect(FORM_ACTIONS['presentation-notification']).toBe('modify');
    expect(SUBMIT_ACTIONS).not.toContain('presentation-notification'); // an amendment's rules do not hold it back
    expect(t01Paths.action('presentation-notification', 'd1')).toBe('/transits/t01/presentation-notification/d1');
  });

  it('a rejection, a cancellation and discrepancies at unloading need their reason', () => {
    expect(inputErrors('reject', {})).toEqual({ reason: 'required' });
    expect(inputErrors('cancel', { reason: '   ' })).toEqual({ reason: 'required' });
    expect(inputErrors('reject', { reason: 'Box 18 missing' })).toEqual({});
    expect(inputErrors('accept', {})).toEqual({});
    expect(inputErrors('unloading-remark', { conform: true })).toEqual({});
    expect(inputErrors('unloading-remark', { conform: false })).toEqual({ reason: 'required' });
    expect(inputErrors('reject', { reason: 'x'.repeat(513) })).toEqual({ reason: 'tooLong' });
  });

  it('a dialog sends the envelope and the trimmed input, not the declaration', () => {
    expect(dialogBody(4, 'SUBMITTED', { reason: '  late  ', riskColor: undefined })).toEqual({
      version: 4,
      documentStatus: 'SUBMITTED',
      input: { reason: 'late' },
    });
  });
});
