import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { AccountsMessages } from '@portal/domain/accounts/accounts.messages';
import { refusalOf, type Refusal } from './api-client';

// Validate on submit, then live: validating on blur shifts the layout under a pointer on its way to a button.
const MODES = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

/** A react-hook-form over a domain zod schema: the browser checks exactly what the server checks. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    ...MODES,
  });
}

/**
 * useZodForm for a page that shows before its schema (and zod) arrive (decision 137): the schema loads when the person
 * first presses a key, types or presses a pointer in the form (`warmOn`, spread on the form element), and the first
 * submit waits for it if it is still on its way. A page only looked at never loads it.
 */
export function useLazyZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const [lazy] = useState(() => {
    let ready: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
    const warm = () => (ready ??= load().then((schema) => zodResolver(schema as never) as never));
    const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, options) =>
      (await warm())(values, context, options);
    const start = () => {
      void warm();
    };
    return { resolver, warmOn: { onKeyDownCapture: start, onInputCapture: start, onPointerDownCapture: start } };
  });
  const form = useForm<z.input<S>, unknown, z.output<S>>({ resolver: lazy.resolver, defaultValues, ...MODES });
  return { form, warmOn: lazy.warmOn };
}

/** A form's alert: its message, and the lines it lists (field errors with no field on screen, or a hint). */
export interface FormAlert {
  message: string;
  lines: string[];
}

export interface ServerErrorOptions {
  /** The form's own alert when the server refuses fields (spec 000 §8 profile); without it, errors beside their fields say it all. */
  formAlert?: string;
  /** Whether the form shows a field right now (default: every labelled field); errors of the others are listed in the alert. */
  shows?: (field: string, values: Record<string, unknown>) => boolean;
  /** The alert of a refusal without field errors (default: the server's message, spec 000 §8). */
  alertOf?: (refusal: Refusal) => FormAlert;
}

/** What a failed call means for a form: the field errors to put beside their fields, and the alert (or none). */
export interface SortedError {
  fields: Record<string, string>;
  alert: FormAlert | null;
}

/** The field errors as "Label: message" lines, in the order of the labels (the order the form shows them). */
export function errorLines(fields: Record<string, string>, labels: Readonly<Record<string, string>>): string[] {
  const order = Object.keys(labels);
  const rank = (field: string) => {
    const i = order.indexOf(field);
    return i < 0 ? order.length : i;
  };
  return Object.entries(fields)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([field, message]) => `${labels[field] ?? field}: ${message}`);
}

/**
 * Sort a failed call for a form (spec 000 §5 "Server field errors show per field"): every field error goes beside
 * its field, and those of fields not on screen are also listed in the alert, named by label, so no refusal goes
 * unexplained. A refusal without field errors shows its message; an error that is not the server's is a technical issue.
 */
export function sortServerError(
  error: unknown,
  labels: Readonly<Record<string, string>>,
  values: Record<string, unknown>,
  options: ServerErrorOptions = {},
): SortedError {
  const refusal = refusalOf(error);
  if (!refusal) return { fields: {}, alert: { message: AccountsMessages.technicalIssue, lines: [] } };
  const fields = refusal.fields;
  if (Object.keys(fields).length === 0) {
    return { fields, alert: options.alertOf ? options.alertOf(refusal) : { message: refusal.message, lines: [] } };
  }
  const shows = options.shows ?? ((field: string) => field in labels);
  const lines = errorLines(
    Object.fromEntries(Object.entries(fields).filter(([field]) => !shows(field, values))),
    labels,
  );
  const message = options.formAlert ?? (lines.length ? refusal.message : null);
  return { fields, alert: message === null ? null : { message, lines } };
}

type ErrorTarget<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

/**
 * The one way a form shows a failed call: `show(error)` puts the server's field errors beside their fields and sets
 * the alert (`<ErrorAlert {...alertProps} />`); `invalid()` shows the form's alert after the browser's own check; `clear()`.
 * `labels` names the fields the form shows. Answers, from `show`, the fields the server refused.
 */
export function useServerErrors<T extends FieldValues>(
  form: ErrorTarget<T>,
  labels: Readonly<Record<string, string>>,
  options: ServerErrorOptions = {},
) {
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const show = (error: unknown): string[] => {
    const sorted = sortServerError(error, labels, form.getValues() as Record<string, unknown>, options);
    for (const [field, message] of Object.entries(sorted.fields))
      form.setError(field as Path<T>, { type: 'server', message });
    setAlert(sorted.alert);
    return Object.keys(sorted.fields);
  };
  const invalid = () => setAlert(options.formAlert ? { message: options.formAlert, lines: [] } : null);
  const clear = () => setAlert(null);
  /** The props of the form's ErrorAlert. */
  const alertProps = { message: alert?.message, lines: alert?.lines, onClose: clear };
  return { alert, alertProps, show, invalid, clear };
}

export interface FormSubmitOptions extends ServerErrorOptions {
  /** Reshapes a refusal before it is shown (e.g. the API's `amount_cents` onto the form's `amount`). */
  refusal?: (error: unknown) => unknown;
}

/**
 * The one submit of a form that calls the server: the form is checked with its schema, then `run` gets the checked
 * values; the answer goes to `onDone`, a refusal beside its fields or in the alert (useServerErrors). With a
 * `formAlert`, a submit the browser refuses shows it too. Answers `submit` and the form's errors.
 */
export function useFormSubmit<T extends FieldValues, U extends FieldValues, R>(
  form: UseFormReturn<T, unknown, U>,
  labels: Readonly<Record<string, string>>,
  run: (values: U) => Promise<R>,
  onDone: (answer: R) => void,
  options: FormSubmitOptions = {},
) {
  const errors = useServerErrors(form, labels, options);
  const submit = form.handleSubmit(
    async (values) => {
      errors.clear();
      try {
        onDone(await run(values));
      } catch (err) {
        errors.show(options.refusal ? options.refusal(err) : err);
      }
    },
    options.formAlert ? () => errors.invalid() : undefined,
  );
  return { submit, errors, alert: errors.alert, alertProps: errors.alertProps, clear: errors.clear };
}
