import { useCallback, useRef } from "react";

/**
 * Focus given back to the control that opened an editor shown in its place (a note's form): the
 * editor's fields go with it and the focus would fall to the page's body, where a screen reader
 * loses its place. `closing()` as the editor closes; the control, a new element by then, takes
 * the focus as it is put back (`control` is its ref), unless the focus went somewhere else meanwhile.
 */
export function useFocusOnReturn() {
  const back = useRef(false);
  const control = useCallback((element: HTMLElement | null) => {
    if (!element || !back.current) return;
    back.current = false;
    const active = document.activeElement;
    if (!active || active === document.body) element.focus();
  }, []);
  const closing = useCallback(() => {
    back.current = true;
  }, []);
  return { control, closing };
}
