import { describe, expect, it } from 'vitest';
import { callDraft, callFormProblems, initialCallForm } from '../../src/client/pages/call-center/call-form';

/** The call-centre form's call time: a day as DD/MM/YYYY and a 24-hour HH:MM, never the browser's US picker (tax-staff D12b). */
describe('the call time of the call-log form', () => {
  const now = new Date(2026, 10, 27, 20, 8);

  it('starts at the present minute, as a day and a 24-hour time', () => {
    const form = initialCallForm(now);
    expect(form.calledDay).toBe('2026-11-27');
    expect(form.calledTime).toBe('20:08');
    expect(callFormProblems(form, 1000, now)).toEqual({});
  });

  it('refuses a time that is not HH:MM on a 24-hour clock, and a day typed in part', () => {
    for (const calledTime of ['8 PM', '25:00', '8h30', '12:60'])
      expect(callFormProblems({ ...initialCallForm(now), calledTime }, 1000, now).calledTime).toBe('callCenter.form.invalidTime');
    expect(callFormProblems({ ...initialCallForm(now), calledTime: ' ' }, 1000, now).calledTime).toBe('callCenter.form.required');
    expect(callFormProblems({ ...initialCallForm(now), calledDay: '27/11' }, 1000, now).calledDay).toBe('callCenter.form.invalidDay');
  });

  it('sends the instant the agent typed, on their own clock', () => {
    const draft = callDraft({ ...initialCallForm(now), calledDay: '2026-11-26', calledTime: '09:05' });
    expect(draft.calledAt).toBe(new Date(2026, 10, 26, 9, 5).toISOString());
  });
});
