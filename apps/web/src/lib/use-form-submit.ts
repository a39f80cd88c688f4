// Sends a Mantine form through a mutation: the button can show loading, the server's field
// errors land under their inputs and any other failure is returned for an Alert above the form.
import type { UseFormReturnType } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { describeFormFailure } from './form-failure';
import type { ApiError } from './normalise-error';

interface FormSubmitOptions<Values, Result> {
  request: (values: Values) => Promise<Result>;
  onSuccess?: (result: Result, values: Values) => void;
}

export function useFormSubmit<Values extends object, Result>(
  form: UseFormReturnType<Values>,
  { request, onSuccess }: FormSubmitOptions<Values, Result>,
) {
  const formFields = () => Object.keys(form.getValues());
  const mutation = useMutation<Result, ApiError, Values>({
    mutationFn: request,
    onSuccess: (result, values) => onSuccess?.(result, values),
    onError: (error) => form.setErrors(describeFormFailure(error, formFields()).fieldErrors),
  });
  return {
    onSubmit: form.onSubmit((values) => mutation.mutate(values)),
    isPending: mutation.isPending,
    result: mutation.data,
    error: mutation.error,
    /** The values of the last submission, which may differ from what the inputs hold now. */
    submitted: mutation.variables,
    /** The failure no input shows, for an Alert; null when there is none. */
    failureMessage: mutation.error ? describeFormFailure(mutation.error, formFields()).message : null,
  };
}
