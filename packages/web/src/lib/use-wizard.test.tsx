import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { FormProvider, useController } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { stepFields } from '@portal/domain/accounts/registration-schema';
import { useZodForm } from './forms';
import { STEP_MS } from './use-step-focus';
import { firstStepWith, landing, useWizard, type Wizard, type WizardOptions } from './use-wizard';

// The wizard kit (decision 166) in jsdom, on Preact, with fake timers: a step opens in STEP_MS, its focus settles 20 ms
// later. The steps are drawn as WizardStepper draws them, with MUI's class names (MUI itself needs a CommonJS emotion
// that Node would load with React instead of Preact): the open step's content holds its fields and buttons.
const SETTLED = STEP_MS + 20;
const Schema = z.object({
  name: z.string().min(1, 'Name is required'),
  team: z.object({ email: z.string().min(1, 'Email is required') }),
  note: z.string(),
});
type Name = 'name' | 'team.email' | 'note';
const STEPS: { title: string; fields: string[]; field: [Name, string] }[] = [
  { title: 'First', fields: ['name'], field: ['name', 'Name'] },
  { title: 'Second', fields: ['team'], field: ['team.email', 'Email'] },
  { title: 'Third', fields: [], field: ['note', 'Note'] },
];

/** A field as MUI's are: marked aria-invalid while in error, its message beneath. */
function TextInput({ name, label }: { name: Name; label: string }) {
  const { field, fieldState } = useController({ name });
  return (
    <>
      <label>
        {label}
        <input
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={(e) => field.onChange(e.currentTarget.value)}
          onBlur={field.onBlur}
          aria-invalid={fieldState.error ? 'true' : undefined}
        />
      </label>
      {fieldState.error && <span>{fieldState.error.message}</span>}
    </>
  );
}

let wizard: Wizard;
/** `closing`: the step just left stays on the page, as MUI's does while it closes. */
function Harness({ closing, ...props }: Partial<WizardOptions<z.input<typeof Schema>>> & { closing?: number }) {
  const form = useZodForm(Schema, { name: '', team: { email: '' }, note: '' });
  wizard = useWizard({ count: 3, form, fields: (i) => STEPS[i]?.fields ?? [], ...props });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(e) => e.preventDefault()}>
        <div ref={wizard.focus.ref}>
          {STEPS.map((s, i) => (
            <div key={s.title} className="MuiStep-root">
              {wizard.free ? (
                <button type="button" className="MuiStepLabel-root" onClick={() => wizard.open(i)}>
                  {s.title}
                </button>
              ) : (
                <span className="MuiStepLabel-root">{s.title}</span>
              )}
              {(i === wizard.active || i === closing) && (
                <div className="MuiStepContent-root" data-step={i}>
                  <TextInput name={s.field[0]} label={s.field[1]} />
                  {i > 0 && (
                    <button type="button" onClick={() => wizard.back(i)}>
                      Back
                    </button>
                  )}
                  {i < 2 && (
                    <button
                      type="submit"
                      onClick={(e) => {
                        e.preventDefault();
                        void wizard.next(i);
                      }}
                    >
                      Continue
                    </button>
                  )}
                </div>
              )}
            </div>
          ))}
        </div>
      </form>
      {/* what a Select's open menu is: outside the stepper, holding the focus */}
      <div role="listbox" tabIndex={-1} aria-label="Menu" />
    </FormProvider>
  );
}

const step = (i: number) => document.querySelector(`[data-step="${i}"]`) as HTMLElement;
const continueOf = (i: number) => step(i).querySelector('button[type=submit]') as HTMLButtonElement;
const titleOf = (name: string) => screen.getByText(name) as HTMLElement;
/** Let promises settle and timers run, `ms` of them (a render, a check, a step opening). */
const wait = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
const tap = (el: Element) => el.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
let scrolled: ReturnType<typeof vi.fn<Element['scrollIntoView']>>;

beforeEach(() => {
  vi.useFakeTimers();
  scrolled = vi.fn<Element['scrollIntoView']>();
  Element.prototype.scrollIntoView = scrolled; // jsdom does not scroll
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function fillAndContinue(i: number, label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(continueOf(i));
  await wait();
}

describe('useWizard: Continue and Back (decision 166)', () => {
  it('checks the step: a refused Continue stays and focuses the field in error; a good one opens the next step and focuses its first field', async () => {
    render(<Harness />);
    fireEvent.click(continueOf(0));
    await wait();
    expect(wizard.active).toBe(0);
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));

    await fillAndContinue(0, 'Name', 'Ada');
    expect(wizard.active).toBe(1);
    await wait(SETTLED);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await wait(SETTLED);
    expect(wizard.active).toBe(0);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it("scrolls a new step's title below the bar only when it is off screen", async () => {
    render(<Harness />);
    await fillAndContinue(0, 'Name', 'Ada');
    await wait(SETTLED);
    expect(scrolled).not.toHaveBeenCalled(); // jsdom's boxes are all at the top: on screen
    vi.spyOn(titleOf('Third'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 2000, 300, 40));
    await fillAndContinue(1, 'Email', 'ada@example.com');
    await wait(SETTLED);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(titleOf('Third'));
  });

  it("runs the flow's own check after the fields, and a jump goes where the flow says", async () => {
    const leave = vi.fn(async (from: number) => from !== 1);
    render(<Harness leave={leave} />);
    await fillAndContinue(0, 'Name', 'Ada');
    await fillAndContinue(1, 'Email', 'ada@example.com');
    expect(leave.mock.calls).toEqual([
      [0, 1],
      [1, 2],
    ]);
    expect(wizard.active).toBe(1); // refused by the flow
    await act(() => wizard.next(1, 0));
    expect(leave).toHaveBeenLastCalledWith(1, 0);
    await act(() => {
      wizard.back(1);
    });
    expect(wizard.active).toBe(0);
  });
});

describe('useWizard: a tap is never lost or misdirected', () => {
  it('a tap while the new step settles keeps its place: the focus stays where it went (an open menu), nothing scrolls', async () => {
    render(<Harness />);
    vi.spyOn(titleOf('Second'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 2000, 300, 40));
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.click(continueOf(0));
    // The check passes and the new step is on the page, before any effect of a later frame has run (no act(), which
    // would run them): the member's finger comes down on a Select of the new step, whose menu takes the focus.
    await vi.advanceTimersByTimeAsync(0);
    expect(wizard.active).toBe(1);
    const menu = screen.getByRole('listbox', { name: 'Menu' });
    tap(step(1));
    menu.focus();
    await wait(1000); // well past the step's settling, however late a frame's effects run

    expect(document.activeElement).toBe(menu);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('a key pressed while the new step settles keeps its place too', async () => {
    render(<Harness />);
    await fillAndContinue(0, 'Name', 'Ada');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    await wait(SETTLED);
    expect(document.activeElement).not.toBe(screen.getByLabelText('Email'));
  });

  it('the tap that made the step change does not count as one made since: the new step still takes the focus', async () => {
    render(<Harness />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    tap(continueOf(0));
    fireEvent.click(continueOf(0));
    await wait();
    await wait(SETTLED);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('a second tap on Continue while the first is checked is ignored: one check, one step on', async () => {
    let release = () => {};
    const leave = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          release = () => resolve(true);
        }),
    );
    render(<Harness leave={leave} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.click(continueOf(0));
    await wait();
    fireEvent.click(continueOf(0));
    await wait();
    release();
    await wait(SETTLED);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(wizard.active).toBe(1);
  });

  it('a tap on the Continue of a step already left (still closing) does nothing to the new step', async () => {
    render(<Harness closing={0} />);
    await fillAndContinue(0, 'Name', 'Ada');
    expect(wizard.active).toBe(1);
    fireEvent.click(continueOf(0)); // step 1 is still on the page while it closes
    await wait(SETTLED);
    expect(wizard.active).toBe(1);
    expect(screen.queryByText('Email is required')).toBeNull();
  });
});

describe('useWizard: free steps, all steps in order, server errors', () => {
  it('titles become buttons once the free step has been reached; before that they are labels', async () => {
    render(<Harness freeFrom={1} />);
    expect(screen.queryByRole('button', { name: 'Third' })).toBeNull();
    await fillAndContinue(0, 'Name', 'Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Third' }));
    await wait(SETTLED);
    expect(wizard.active).toBe(2);
    expect([0, 1, 2].map(wizard.completed)).toEqual([true, true, false]);
  });

  it('marks the steps before the open one done in a wizard that goes in order', async () => {
    render(<Harness />);
    await fillAndContinue(0, 'Name', 'Ada');
    await act(() => {
      wizard.back(1);
    });
    expect([0, 1, 2].map(wizard.completed)).toEqual([false, false, false]);
  });

  it('checks every step in order: the first that fails opens, and its field in error takes the focus once open', async () => {
    render(<Harness freeFrom={0} />);
    await fillAndContinue(0, 'Name', 'Ada');
    await fillAndContinue(1, 'Email', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'First' }));
    await wait(SETTLED);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Third' }));
    await wait(SETTLED);
    let failed = -2;
    await act(async () => {
      failed = await wizard.validateAll();
    });
    expect(failed).toBe(0);
    expect(wizard.active).toBe(0);
    await wait(SETTLED);
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
  });

  it('sends a server field error to the step holding it (team holds team.email), focused; on the open step nothing moves', async () => {
    render(<Harness />);
    await fillAndContinue(0, 'Name', 'Ada');
    await fillAndContinue(1, 'Email', 'ada@example.com');
    let opened = -2;
    act(() => {
      opened = wizard.openErrors(['team.email']);
    });
    expect(opened).toBe(1);
    await wait(SETTLED);
    expect(wizard.active).toBe(1);
    act(() => {
      opened = wizard.openErrors(['team.email']);
    });
    expect(opened).toBe(1);
    expect(wizard.openErrors(['sport'])).toBe(-1);
  });
});

describe('firstStepWith', () => {
  it('finds the first step holding one of the fields, or -1', () => {
    const steps = stepFields('manager', { minPasswordLength: 6, autoUsername: false });
    expect(firstStepWith(steps, ['suburb', 'statebirth'])).toBe(1);
    expect(firstStepWith(steps, ['agreed_to_terms'])).toBe(3);
    expect(firstStepWith(steps, ['sport'])).toBe(-1);
  });
  it("counts a field below a step's field as the step's (spec 001: players.2.email is the players step's)", () => {
    expect(firstStepWith([['team'], ['players']], ['players.2.email'])).toBe(1);
    expect(firstStepWith([['team'], ['players']], ['playersX'])).toBe(-1);
  });
});

describe('landing: past the steps with nothing to do (decision 183)', () => {
  const checkout = (i: number) => i === 1 || i === 2; // a cap: no attendee, nothing to assign
  it.each([
    ['Continue from Cart goes to Review', 1, 1, 3],
    ['Back from Review goes to Cart', 2, -1, 0],
    ['a step with something to do is itself', 3, 1, 3],
    ['Back from Attendees (a step to do) to Cart', 0, -1, 0],
  ] as const)('%s', (_, to, by, expected) => {
    expect(landing(to, by, 6, checkout)).toBe(expected);
  });
  it('stays put when every step beyond is empty', () => {
    expect(landing(2, 1, 3, (i) => i >= 2)).toBe(1);
  });
});
