/** A decorative spinner: the busy state is announced by the control or status region around it, not by the spinner. */
export function Spinner() {
  return <span className="spinner" aria-hidden="true" />;
}
