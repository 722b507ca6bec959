import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isField, revealFocused, stepField, useStepFocus } from './use-step-focus';

/** What a wizard needs of its react-hook-form: checking fields by name and seeing them change. */
type WizardForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'trigger' | 'getFieldState' | 'watch'>;

/** How a flow declares its steps (decision 166). */
export interface WizardOptions<T extends FieldValues> {
  /** How many steps. */
  count: number;
  /** The form whose fields the steps hold. */
  form?: WizardForm<T>;
  /** A step's fields: names, or the names above them ('team' holds 'team.division'), in screen order. */
  fields?: (step: number) => readonly string[];
  /** Fields whose rule reads another: when the key changes they are checked again, if shown in error. */
  dependents?: Readonly<Record<string, readonly string[]>>;
  /** Once this step has been reached every step opens with a click on its title; without it the steps go in order. */
  freeFrom?: number;
  /** The flow's own check on Continue once the step's fields are right (the booking's rules, spec 002 §4). */
  leave?: (from: number, to: number) => boolean | Promise<boolean>;
  /** A step with nothing to do: shown done, and Continue and Back go past it (decision 183). */
  skip?: (step: number) => boolean;
}

const NONE: Readonly<Record<string, readonly string[]>> = {};
const noFields = () => [] as const;
const noSkip = () => false;

/** The step Continue or Back reaches from `to` going by `by`: past the steps with nothing to do, never off the ends. */
export function landing(to: number, by: 1 | -1, count: number, skip: (step: number) => boolean): number {
  let i = to;
  while (skip(i) && i + by >= 0 && i + by < count) i += by;
  return skip(i) ? to - by : i;
}
const holds = (field: string, name: string) => name === field || name.startsWith(`${field}.`);

/** Bring a field a refused step has focused into view; focus left on a button (an error of no field) stays put. */
function revealRefused(before: Element | null) {
  const el = document.activeElement;
  if (el && (el !== before || isField(el))) revealFocused();
}

/**
 * A field shown in error is checked again as it is typed in, and so are the fields whose rule reads it (the
 * confirmation after the password…), so Continue comes back as soon as the step is right.
 */
function useRecheck<T extends FieldValues>(
  form: WizardForm<T> | undefined,
  dependents: Readonly<Record<string, readonly string[]>>,
) {
  useEffect(() => {
    if (!form) return;
    const sub = form.watch((_, { name }) => {
      if (!name) return;
      const again = [name, ...(dependents[name] ?? [])].filter(
        (f) => form.getFieldState(f as Path<T>).error,
      ) as Path<T>[];
      if (again.length) void form.trigger(again);
    });
    return () => sub.unsubscribe();
  }, [form, dependents]);
}

/** The index of the first step holding one of `names` (a field, or one below it: 'team' holds 'team.division'), or -1. */
export function firstStepWith(steps: readonly (readonly string[])[], names: readonly string[]): number {
  return steps.findIndex((fields) => fields.some((f) => names.some((n) => holds(f, n))));
}

/**
 * The open step and the furthest reached, moved by `open` and `reset`, and the new step's focus (useStepFocus). `now`
 * is the open step as of the last move: a tap reads it before any render.
 */
function useSteps() {
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const now = useRef(0);
  const errorFocus = useRef(false);
  const focus = useStepFocus(active, (content) => {
    const field = errorFocus.current ? stepField(content, true) : null;
    errorFocus.current = false;
    if (!field) return false;
    field.focus();
    revealFocused();
    return true;
  });

  /** Open step `i`; `inError`: once open, its first field in error takes the focus instead of its first field. */
  const open = useCallback((i: number, inError = false) => {
    if (i === now.current) return;
    now.current = i;
    errorFocus.current = inError;
    setActive(i);
    setReached((r) => Math.max(r, i));
  }, []);

  /** Back to the first step, as if new (checkout's cart changed). */
  const reset = useCallback(() => {
    now.current = 0;
    errorFocus.current = false;
    setActive(0);
    setReached(0);
  }, []);
  return { active, reached, now, open, reset, focus };
}

/**
 * The one step machine of every wizard (registration, nomination, checkout, membership, invoice payment, booking):
 * the open step and the furthest reached, Continue (its fields, then the flow's check), Back, free navigation, the
 * steps checked in order, a server's field errors sent to their step, and the new step's focus (useStepFocus).
 * A tap on a step already left, or a second tap while Continue is being checked, does nothing.
 */
export function useWizard<T extends FieldValues>(options: WizardOptions<T>) {
  const { count, form, fields = noFields, dependents = NONE, freeFrom, skip = noSkip } = options;
  const { active, reached, now, open, reset, focus } = useSteps();
  const moving = useRef(false);
  useRecheck(form, dependents);

  /** Check step `i`'s fields; the open step's first field in error is focused and shown. */
  const validate = async (i: number) => {
    const names = [...fields(i)] as Path<T>[];
    if (!form || !names.length) return true;
    const mine = i === now.current;
    const before = document.activeElement;
    const ok = await form.trigger(names, { shouldFocus: mine });
    if (!ok && mine) revealRefused(before);
    return ok;
  };

  /** Continue from step `from` (to `to`, a jump the flow allows). */
  const next = async (from: number, to = from + 1) => {
    if (from !== now.current || moving.current) return;
    moving.current = true;
    try {
      const target = landing(to, 1, count, skip);
      if ((await validate(from)) && (await (options.leave?.(from, target) ?? true))) open(target);
    } finally {
      moving.current = false;
    }
  };

  const back = (from: number) => {
    if (from === now.current && !moving.current && from > 0) open(landing(from - 1, -1, count, skip));
  };

  /** Check the steps from `from` on, in order: the first that fails opens with its error focused. Answers it, or -1. */
  const validateAll = async (from = 0) => {
    for (let i = from; i < count; i++) {
      if (!(await validate(i))) {
        open(i, true);
        return i;
      }
    }
    return -1;
  };

  /** A server's field errors: the first step holding one opens, the error focused. Answers that step, or -1. */
  const openErrors = (names: readonly string[]) => {
    const step = firstStepWith(
      Array.from({ length: count }, (_, i) => fields(i)),
      names,
    );
    if (step >= 0) open(step, true);
    return step;
  };

  const free = freeFrom !== undefined && reached >= freeFrom;
  /** A wizard that opens up marks every reached step but the open one done; one in order, the steps before it. */
  const completed = (i: number) => skip(i) || (freeFrom === undefined ? i < active : i < reached && i !== active);
  return { count, active, reached, free, completed, open, next, back, validate, validateAll, openErrors, reset, focus };
}

export type Wizard = ReturnType<typeof useWizard>;
