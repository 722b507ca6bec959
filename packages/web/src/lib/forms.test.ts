import { act, renderHook } from '@testing-library/preact';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { ApiError } from './api-client';
import { errorLines, sortServerError, useLazyZodForm, useServerErrors } from './forms';

const LABELS = { username: 'Username', email: 'Email', statebirth: 'State of Birth' };
const refused = (fields: Record<string, string>, message = 'Please check the form above for errors.') =>
  new ApiError(422, 'error_validation', message, fields);

describe('errorLines', () => {
  it('names each field by its label, in the order of the labels, and an unknown field by its name, last', () => {
    expect(errorLines({ sport: 'Pick one', email: 'Bad email', username: 'Taken' }, LABELS)).toEqual([
      'Username: Taken',
      'Email: Bad email',
      'sport: Pick one',
    ]);
  });
});

describe('sortServerError', () => {
  it('puts every field error beside its field and shows no alert when all of them are on screen', () => {
    expect(sortServerError(refused({ email: 'Bad email' }), LABELS, {})).toEqual({
      fields: { email: 'Bad email' },
      alert: null,
    });
  });

  it('lists the errors of fields the form does not show in the alert, with the server message as its title', () => {
    const sorted = sortServerError(
      refused({ email: 'Bad email', action: 'Please choose a value from the list' }),
      LABELS,
      {},
    );
    expect(sorted.fields).toEqual({ email: 'Bad email', action: 'Please choose a value from the list' });
    expect(sorted.alert).toEqual({
      message: 'Please check the form above for errors.',
      lines: ['action: Please choose a value from the list'],
    });
  });

  it("uses the form's own alert when it has one, and asks the form which fields it shows now", () => {
    const shows = (field: string, values: Record<string, unknown>) =>
      field !== 'statebirth' || values.countrybirth === 'AU';
    const error = refused({ statebirth: 'This field is required' });
    expect(sortServerError(error, LABELS, { countrybirth: 'NZ' }, { formAlert: 'Error!', shows }).alert).toEqual({
      message: 'Error!',
      lines: ['State of Birth: This field is required'],
    });
    expect(sortServerError(error, LABELS, { countrybirth: 'AU' }, { formAlert: 'Error!', shows }).alert).toEqual({
      message: 'Error!',
      lines: [],
    });
  });

  it("shows a refusal without field errors by its message, or as the form's alertOf says", () => {
    const limited = new ApiError(429, 'too_many_requests', 'Too many requests.');
    expect(sortServerError(limited, LABELS, {}).alert).toEqual({ message: 'Too many requests.', lines: [] });
    expect(
      sortServerError(limited, LABELS, {}, { alertOf: (e) => ({ message: 'Wait', lines: [e.key] }) }).alert,
    ).toEqual({ message: 'Wait', lines: ['too_many_requests'] });
  });

  it('calls anything that is not an answer of the server a technical issue', () => {
    expect(sortServerError(new TypeError('x is undefined'), LABELS, {})).toEqual({
      fields: {},
      alert: { message: AccountsMessages.technicalIssue, lines: [] },
    });
  });
});

describe('useServerErrors', () => {
  function setup(options = {}) {
    return renderHook(() => {
      const form = useForm<{ username: string; email: string }>({ defaultValues: { username: '', email: '' } });
      return { form, errors: useServerErrors(form, LABELS, options) };
    });
  }

  it('sets the server errors on the form, answers the refused fields, and clears the alert', () => {
    const { result } = setup();
    let names: string[] = [];
    act(() => {
      names = result.current.errors.show(refused({ username: 'Taken', sport: 'Pick one' }));
    });
    expect(names).toEqual(['username', 'sport']);
    expect(result.current.form.getFieldState('username').error?.message).toBe('Taken');
    expect(result.current.errors.alertProps).toMatchObject({
      message: 'Please check the form above for errors.',
      lines: ['sport: Pick one'],
    });
    act(() => result.current.errors.clear());
    expect(result.current.errors.alert).toBeNull();
  });

  it("shows the form's alert after the browser's own check, and none for a form without one", () => {
    const withAlert = setup({ formAlert: 'Error! Please check the form above for errors' });
    act(() => withAlert.result.current.errors.invalid());
    expect(withAlert.result.current.errors.alert).toEqual({
      message: 'Error! Please check the form above for errors',
      lines: [],
    });
    const without = setup();
    act(() => without.result.current.errors.invalid());
    expect(without.result.current.errors.alert).toBeNull();
  });
});

describe('useLazyZodForm', () => {
  const Body = z.object({ username: z.string().min(1, 'Please enter your username') });

  it('loads its schema on the first key, input or pointer press in the form, never before', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Body);
    const { result } = renderHook(() => useLazyZodForm(load, { username: '' }));
    act(() => {
      vi.runAllTimers();
    }); // nothing waits for a timer or an idle moment to load it
    vi.useRealTimers();
    expect(load).not.toHaveBeenCalled();
    act(() => {
      result.current.warmOn.onKeyDownCapture();
      result.current.warmOn.onPointerDownCapture();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a submit before any key wait for the schema, and checks with it', async () => {
    const load = vi.fn(async () => Body);
    const { result } = renderHook(() => useLazyZodForm(load, { username: '' }));
    const submitted = vi.fn();
    await act(async () => {
      await result.current.form.handleSubmit(submitted)();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
    expect(result.current.form.getFieldState('username').error?.message).toBe('Please enter your username');
    act(() => result.current.form.setValue('username', 'member01'));
    await act(async () => {
      await result.current.form.handleSubmit(submitted)();
    });
    expect(submitted).toHaveBeenCalledWith({ username: 'member01' }, undefined);
  });
});
