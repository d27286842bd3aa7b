/**
 * What a form's last send did (decision 054): an alert with the reason when it failed, else a status
 * line saying what was done, else nothing. One place for the look and the roles screen readers hear.
 */
export function FormOutcome(props: { done: string | null; error: string | null }) {
  if (props.error)
    return (
      <p className="form-error small" role="alert">
        {props.error}
      </p>
    );
  if (props.done)
    return (
      <p className="small form-ok" role="status">
        {props.done}
      </p>
    );
  return null;
}
