// @vitest-environment jsdom
import type { SecuritySettingsChangeOutcome } from '@portal/api/swr';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrorsFor, useSettingsSave } from './use-settings-save.js';

afterEach(cleanup);

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function fakeForm() {
  return { applyServerErrors: vi.fn(), form: { reset: vi.fn() } };
}

function saving(
  change: () => Promise<SecuritySettingsChangeOutcome>,
  { clearOnSave = true }: { clearOnSave?: boolean } = {},
) {
  const form = fakeForm();
  const { result } = renderHook(() =>
    useSettingsSave(form, change, { fields: emptyForm, clearOnSave }),
  );
  return { form, result };
}

describe('fieldErrorsFor', () => {
  it("keeps the service's errors for the form's own fields only", () => {
    expect(
      fieldErrorsFor(emptyForm, { newPassword: 'passwordReused', strMember_Id: 'required' }),
    ).toEqual({ newPassword: 'passwordReused' });
  });
});

describe('useSettingsSave', () => {
  it('shows a refusal on its fields and keeps what was typed', async () => {
    const { form, result } = saving(async () => ({
      kind: 'refused',
      fieldErrors: { currentPassword: 'currentPasswordIncorrect' },
    }));
    await act(() => result.current.save(undefined));
    expect(form.applyServerErrors).toHaveBeenCalledWith({
      currentPassword: 'currentPasswordIncorrect',
    });
    expect(form.form.reset).not.toHaveBeenCalled();
    expect(result.current.outcome).toMatchObject({ kind: 'refused' });
  });

  it('empties the form once saved when asked to, and only then', async () => {
    const cleared = saving(async () => ({ kind: 'saved' }));
    await act(() => cleared.result.current.save(undefined));
    expect(cleared.form.form.reset).toHaveBeenCalledWith(emptyForm);
    expect(cleared.result.current.outcome).toEqual({ kind: 'saved' });

    const kept = saving(async () => ({ kind: 'saved' }), { clearOnSave: false });
    await act(() => kept.result.current.save(undefined));
    expect(kept.form.form.reset).not.toHaveBeenCalled();
  });

  it('reads a change that could not be sent as an error, without throwing', async () => {
    const { result } = saving(() => Promise.reject(new Error('504 Gateway Timeout')));
    await act(() => result.current.save(undefined));
    expect(result.current.outcome).toBe('error');
  });
});
