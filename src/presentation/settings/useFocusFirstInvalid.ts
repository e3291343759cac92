import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit, the keyboard lands on the first field in error, where its message is read out. Runs
 * when the form's errors are replaced (a submit: checked here or refused by the server), not as fields clear theirs.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: object): void {
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, errors]);
}
