/**
 * How a form shows its messages by field: an invalid input says so and points at its message, which is
 * shown under it. `id` is the form's own id (`useId`), so two forms on a page never share an element id.
 */
export function fieldErrors<F extends string>(id: string, errors: Partial<Record<F, string>>) {
  return {
    described: (field: F) =>
      errors[field]
        ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
        : { 'aria-invalid': undefined },
    message: (field: F) =>
      errors[field] && (
        <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700" data-testid={`error-${field}`}>
          {errors[field]}
        </p>
      ),
  };
}
