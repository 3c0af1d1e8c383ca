// What a person types into a prerendered page before the app has taken it over stays in the
// browser's field, but the app's state does not know it: hydrating, React keeps a controlled
// field's text on screen while the state says '', and Enter would search for nothing.
import { useEffect, useLayoutEffect, type RefObject } from 'react';

/**
 * Once the field is the app's, hands `keep` the text typed into it before, when that differs
 * from the state's `value` (nothing typed: nothing happens).
 */
export function useEarlyInput(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  keep: (typed: string) => void,
): void {
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed && typed !== value) keep(typed);
    // Only what was there when the app took over: later changes go through the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The choices made in the prerendered page's named selects before the app took it over. */
const earlyChoices = new Map<string, string>();

/**
 * Called just before hydrating: hydration puts each select back to the choice the app's state
 * says, so what was chosen before is read here first.
 */
export function captureEarlyChoices(root: HTMLElement): void {
  for (const select of root.querySelectorAll<HTMLSelectElement>('select[name]')) {
    const options = [...select.options];
    const initial = options.find((option) => option.defaultSelected) ?? options[0];
    if (select.selectedOptions[0] && select.selectedOptions[0] !== initial) earlyChoices.set(select.name, select.value);
  }
}

/**
 * Once the app has taken over, hands `keep` the choices made before in the selects named as
 * the keys of `values`, where they differ from those values (once: they are then the app's).
 */
export function useEarlyChoices(
  values: Readonly<Record<string, string | undefined>>,
  keep: (choices: Record<string, string>) => void,
): void {
  // After the router's own effects: applying a choice navigates.
  useEffect(() => {
    const choices: Record<string, string> = {};
    for (const name of Object.keys(values)) {
      const chosen = earlyChoices.get(name);
      earlyChoices.delete(name);
      if (chosen !== undefined && chosen !== (values[name] ?? '')) choices[name] = chosen;
    }
    if (Object.keys(choices).length > 0) keep(choices);
    // Only what was chosen when the app took over: later changes go through each onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Marks the page as the app's (page-start.js hands it a form submitted before). */
export function markAppReady(): void {
  document.documentElement.setAttribute('data-app-ready', '');
  document.dispatchEvent(new Event('app-ready'));
}
