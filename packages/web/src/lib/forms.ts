import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-client';

/** A react-hook-form over a domain zod schema: the browser checks exactly what the server checks. */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, defaultValues: DefaultValues<z.input<S>>) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    // Validate on submit, then live: validating on blur shifts the layout under a pointer on its way to a button.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/** Put the server's field errors beside their fields; answers whether any field error was placed. */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, never> | UseFormReturn<T>, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const entries = Object.entries(error.fields);
  for (const [field, message] of entries) {
    (form as UseFormReturn<T>).setError(field as Path<T>, { type: 'server', message });
  }
  return entries.length > 0;
}

/** The message to show for any failed call. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
