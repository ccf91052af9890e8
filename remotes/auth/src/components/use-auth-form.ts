import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { showFieldErrors } from '@app/shared/api';

interface AuthFormOptions<T extends FieldValues, F extends string> {
  resolver: Resolver<T>;
  defaultValues: DefaultValues<T>;
  /** The fields the server may name a reason for. */
  fields: readonly F[];
  /** What the form does, for the log ("Login", "Registration"…). */
  action: string;
  /** Where a server reason about `field` goes; by default next to that field. */
  showFieldError?: (field: F, message: string) => void;
}

/**
 * One auth page's form: react-hook-form checked by the contract's schema (contractResolver), and
 * `submitWith(send)`, which clears the last error, sends, and on a failure logs it and puts the
 * server's reasons next to their fields and any other reason above the form (`formError`).
 */
export function useAuthForm<T extends FieldValues, F extends string & Path<T>>(options: AuthFormOptions<T, F>) {
  const [formError, setFormError] = useState<string>();
  const form = useForm<T>({ resolver: options.resolver, defaultValues: options.defaultValues });
  const show = options.showFieldError ?? ((field: F, message: string) => form.setError(field, { message }));

  const submitWith = (send: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(undefined);
      try {
        await send(values);
      } catch (failure) {
        console.error(`${options.action} failed`, failure);
        setFormError(showFieldErrors(failure, options.fields, show));
      }
    });

  return { form, formError, submitWith };
}
