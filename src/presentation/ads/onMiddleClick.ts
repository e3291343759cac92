/**
 * An `onAuxClick` handler that calls `handler` for the middle button: a link opened in a background tab that way is
 * followed as surely as one clicked (the browser fires no `click` for it), so it is reported too.
 */
export function onMiddleClick(handler: () => void): (event: { button: number }) => void {
  return (event) => {
    if (event.button === 1) handler();
  };
}
