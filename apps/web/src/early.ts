/**
 * What runs before the app's entry (issue 15). index.html loads this small module ahead of the entry, as an
 * entry of its own (vite.config.ts), so it runs as soon as the page is parsed.
 *
 * 1. Clicks kept for later. The prerendered home page (dist/index.html), and a visitor's data page the
 *    server drew (apps/server/src/http/ssr.ts), is live markup that the app
 *    hydrates, not a picture under an inert cover. Its links work before any script has run (they are
 *    links); a button does nothing until the app's code is there. The clicks on its buttons made meanwhile
 *    are kept, and main.tsx hands them back once the page has hydrated: the same elements (hydration keeps
 *    them), clicked again, so a person who taps 'Sign Up' while the entry is loading sees the form open.
 *    Text typed, boxes ticked and options chosen meanwhile are given back the same way. When the app draws the page anew instead (a signed-in
 *    person's page drawn for a visitor), the new page's matching field or button gets them.
 *
 * 2. The entry after the first paint. A page prerendered in full (the home page) shows everything it has
 *    from its HTML and CSS: its scripts only compete with them for a slow link. Its HTML names the entry and
 *    its imports in a data block (#lfm-entry, written by scripts/prerender.mjs) instead of script tags, and
 *    they are fetched here once the page has painted.
 */
const kept: Element[] = [];
/** What was typed into the page's fields before the app was there, by field (the last value of each). */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
let keeping = false;

const ACTIONABLE = 'button, [role="button"], input[type="submit"], input[type="button"], summary';
/**
 * Boxes ticked before the app was there (a radio, a checkbox), with the state the person left each in.
 * The tick shows at once, as the browser makes it; the app's state learns of it once it is there.
 */
const TICKABLE = 'input[type="radio"], input[type="checkbox"]';
const ticked = new Map<HTMLInputElement, boolean>();
/**
 * Lists chosen from before the app was there (a single <select>, such as the farms page's State), with the
 * option the person left each on. The choice shows at once; the app, whose state drew the list as the
 * page was, hears of it once it is there (its hydration puts the list back on the drawn option).
 */
const chosen = new Map<HTMLSelectElement, string>();
/** Fields whose value is typed text (not a tick, a file or a press). */
const typedInto = (field: EventTarget | null): field is HTMLInputElement | HTMLTextAreaElement =>
  field instanceof HTMLTextAreaElement ||
  (field instanceof HTMLInputElement &&
    !['radio', 'checkbox', 'file', 'submit', 'button', 'reset', 'image', 'hidden'].includes(field.type));

function keep(event: MouseEvent) {
  const root = document.getElementById('root');
  const box = event.target;
  if (box instanceof HTMLInputElement && box.matches(TICKABLE)) {
    // The browser has ticked it already (before this event): noted, not undone.
    if (root?.contains(box) && !box.closest('[inert]')) {
      ticked.delete(box);
      ticked.set(box, box.checked);
    }
    return;
  }
  const target = event.target instanceof Element ? event.target.closest(ACTIONABLE) : null;
  // Only the app's own markup, and never something inert (the signed-in and shell variants' cover).
  if (!root || !target || !root.contains(target) || target.closest('[inert]')) return;
  // A button in a form would submit it to the server: the app's handler does that, once it is there.
  event.preventDefault();
  event.stopPropagation();
  kept.push(target);
}

function keepTyped(event: Event) {
  const field = event.target;
  if (!(field instanceof Element)) return;
  const root = document.getElementById('root');
  if (!root?.contains(field) || field.closest('[inert]')) return;
  if (field instanceof HTMLSelectElement) {
    if (!field.multiple) chosen.set(field, field.value);
  } else if (typedInto(field)) typed.set(field, field.value);
}

/** A single list left on another option than the one the page was drawn with. */
const movedFromDrawn = (list: HTMLSelectElement) =>
  !list.multiple && [...list.options].some((option) => option.selected !== option.defaultSelected);

/**
 * Notes the fields of the page that hold text the page was not drawn with (typed before this module, or
 * the app, had run): called just before the app adopts the page.
 */
export function keepTypedValues() {
  const root = document.getElementById('root');
  if (!root) return;
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))
    if (
      typedInto(field) &&
      !field.closest('[inert]') &&
      !typed.has(field) &&
      field.value !== field.defaultValue
    )
      typed.set(field, field.value);
  for (const list of root.querySelectorAll('select'))
    if (!list.closest('[inert]') && !chosen.has(list) && movedFromDrawn(list)) chosen.set(list, list.value);
}

/** Starts keeping clicks and typed values (the moment this module runs). */
export function keepEarlyClicks() {
  if (keeping || typeof document === 'undefined') return;
  keeping = true;
  document.addEventListener('click', keep, true);
  document.addEventListener('input', keepTyped, true);
}

/** What tells an element apart from the others of its page, as a person sees it: kind, name, label, text. */
const identity = (el: Element) =>
  [
    el.tagName,
    el.getAttribute('type'),
    el.getAttribute('name'),
    el.id,
    el.getAttribute('aria-label'),
    el.matches(TICKABLE) ? el.getAttribute('value') : '',
    el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement
      ? ''
      : el.textContent?.trim(),
  ].join('\u0000');

/**
 * The element itself, or, when the app drew the page anew instead of adopting it (a mismatch, as for a
 * signed-in person whose page was drawn for a visitor), the one element of the new page that is the same
 * to a person (same kind, name, label and text), the one on screen if there are several. Null when it is
 * gone or ambiguous.
 */
function counterpart<T extends Element>(el: T, selector: string): T | null {
  if (el.isConnected) return el;
  const root = document.getElementById('root');
  if (!root) return null;
  const wanted = identity(el);
  const same = [...root.querySelectorAll<T>(selector)].filter(
    (other) =>
      other.constructor === el.constructor && identity(other) === wanted && !other.closest('[inert]'),
  );
  // The one on screen: a header can hold the same search twice, one shown on phones, one on wide screens.
  const shown = same.filter((other) => other.getClientRects().length > 0);
  const candidates = shown.length > 0 ? shown : same;
  return candidates.length === 1 ? candidates[0]! : null;
}

/**
 * Gives a field typed into before the app was there its text again, as typing would: the app's state
 * (a controlled field) was drawn empty and knew nothing of it.
 */
function retype(keptField: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const field = counterpart(keptField, 'input, textarea');
  if (!field) return;
  const proto =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  // React's record of the value first says something else (its hydration took the typed text for the
  // field's own), then the text goes in past that record: the input event is a change to the app.
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Ticks a box again as the person left it, through a click the app hears: its state (a controlled box)
 * was drawn as the page was, and knew nothing of the tick. The box is first set the other way (the
 * app's record of it follows), then clicked.
 */
function retick(tickedBox: HTMLInputElement, checked: boolean) {
  const box = counterpart(tickedBox, TICKABLE);
  // A radio is only ever ticked by a press; the one left unticked is some other radio's doing.
  if (!box || (box.type === 'radio' && !checked)) return;
  box.checked = !checked;
  box.click();
}

/**
 * Puts a list back on the option the person chose, through the change event the app hears (React reads a
 * list's choice from its change event). Nothing when that option is not in the app's list.
 */
function rechoose(keptList: HTMLSelectElement, value: string) {
  const list = counterpart(keptList, 'select');
  if (!list || ![...list.options].some((option) => option.value === value)) return;
  list.value = value;
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Stops keeping clicks and typing, gives each field typed into its text again, ticks again each box
 * ticked, chooses again each option chosen, and presses again, in order, the kept elements still in the
 * page. Called when the hydrated page has committed, so each lands on the app's handlers.
 */
export function replayEarlyClicks() {
  document.removeEventListener('click', keep, true);
  document.removeEventListener('input', keepTyped, true);
  keeping = false;
  // The text first, then the presses: 'Go' after typing a zip finds the zip. The presses come a task
  // later, once the app has drawn the text (its state is not updated within this effect).
  for (const [field, value] of typed) retype(field, value);
  typed.clear();
  for (const [box, checked] of ticked) retick(box, checked);
  ticked.clear();
  for (const [list, value] of chosen) rechoose(list, value);
  chosen.clear();
  const presses = kept.splice(0);
  if (presses.length)
    setTimeout(() => {
      for (const pressed of presses) {
        const el = counterpart(pressed, ACTIONABLE);
        if (!(el instanceof HTMLElement)) continue;
        // A whole press, not the click alone: a tab (Radix Tabs) is chosen on its mousedown.
        for (const type of ['mousedown', 'mouseup'])
          el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
        el.click();
      }
    }, 0);
}

/** The data block of a page whose entry waits for its first paint. */
export interface DeferredEntry {
  entry: string;
  preload: string[];
}
export const DEFERRED_ENTRY_ID = 'lfm-entry';

/** Fetches the entry named by the page's #lfm-entry block, if it has one, once the page has painted. */
export function startDeferredEntry() {
  const block = document.getElementById(DEFERRED_ENTRY_ID);
  if (!block?.textContent) return;
  const { entry, preload } = JSON.parse(block.textContent) as DeferredEntry;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ entry);
  };
  // A frame is painted after its animation-frame callbacks; a task queued from one runs after that paint.
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab in the background paints no frames: the entry comes all the same.
  setTimeout(start, 1000);
}

keepEarlyClicks();
startDeferredEntry();
