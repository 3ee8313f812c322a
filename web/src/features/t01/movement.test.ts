import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { ro } from '@/i18n/ro';
import { t01Paths } from './model';
import { FORM_ACTIONS, SUBMIT_ACTIONS, dialogBody, inputErrors, isDialogAction, stepKey } from './movement';

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

  it('each confirmation names its own step and message: the arrival is accepted with IE043, not IE028', () => {
    expect(stepKey('accept', 'SUBMITTED')).toBe('accept');
    expect(stepKey('accept', 'ARRIVED')).toBe('accept-arrival');
    expect(stepKey('reject', 'ARRIVED')).toBe('reject-arrival');
    expect(stepKey('goods-release', 'ARRIVAL_ACCEPTED')).toBe('goods-release');
    const explain = en.t01.movement.explain as Record<string, string>;
    expect(explain[stepKey('accept', 'ARRIVED')]).toMatch(/IE043/);
    expect(explain[stepKey('accept', 'ARRIVED')]).not.toMatch(/MRN|IE028/);
    expect(explain[stepKey('reject', 'ARRIVED')]).toMatch(/IE057/);
    expect(explain[stepKey('accept', 'SUBMITTED')]).toMatch(/IE028/);
  });

  it('every movement decision asked in a dialog has its own confirmation text naming its message, in each language', () => {
    // The movement's steps posted from a dialog (spec 2.1 routes; the table of the rules crate).
    const steps = [
      'accept', 'accept-arrival', 'accept-pre-lodged', 'reject', 'reject-arrival', 'register-guarantee', 'guarantee-not-valid',
      'request-release', 'movement-release', 'no-release', 'cancel', 'invalidate', 'presentation-notification',
      'arrival-notification', 'unloading-remark', 'discrepancy-resolution', 'goods-release', 'manual-write-off',
      'non-arrival-enquiry', 'information-exchange', 'enquiry-request', 'recommend-recovery', 'recovery-request',
      'recovery-response', 'initiate-movement-recovery', 'complete-recovery', 'control-decision',
    ];
    for (const texts of [en.t01.movement.explain, ro.t01.movement.explain] as Record<string, string>[]) {
      for (const step of steps) expect(texts[step], step).toMatch(/\(IE\d{3}|IE\d{3}\)/);
      // no P5 message for a refused crossing: the text says so
      expect(texts['reject-crossing-frontier']).toMatch(/NCTS/);
    }
  });
});
