import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyClicks, keepTypedValues, replayEarlyClicks } from './early';

/** The page as the server drew it: the header's search and a sign-up button, inside #root. */
function drawPage() {
  document.body.innerHTML = `<div id="root" data-hydrate>
    <form role="search" action="/search"><input type="search" name="q" aria-label="Search food from every farm"></form>
    <button type="button">Sign Up</button><button type="button">Sign In</button>
  </div>`;
  return {
    box: document.querySelector<HTMLInputElement>('input[name=q]')!,
    signUp: [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign Up')!,
  };
}

/** A person types into a field before the app's code has run. */
function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  replayEarlyClicks();
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('taps and text before the app is there', () => {
  it('gives typed text back to the same field when the app adopts the page', () => {
    keepEarlyClicks();
    const { box } = drawPage();
    type(box, 'tomatoe');
    keepTypedValues();
    box.value = ''; // hydration took the field, the app's state drew it empty
    replayEarlyClicks();
    expect(box.value).toBe('tomatoe');
  });

  it("gives typed text and taps to the new page's matching field and button when the app draws the page anew", () => {
    vi.useFakeTimers();
    keepEarlyClicks();
    const { box, signUp } = drawPage();
    type(box, 'tomatoe');
    signUp.click();
    keepTypedValues();
    // A mismatch: the app replaces the server's markup with its own, the same to a person.
    const { box: newBox, signUp: newSignUp } = drawPage();
    const signIn = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Sign In')!;
    const pressed: string[] = [];
    newSignUp.addEventListener('click', () => pressed.push('Sign Up'));
    signIn.addEventListener('click', () => pressed.push('Sign In'));
    replayEarlyClicks();
    vi.runAllTimers();
    expect(box.isConnected).toBe(false);
    expect(newBox.value).toBe('tomatoe');
    expect(pressed).toEqual(['Sign Up']);
  });

  it('shows a radio ticked before the app is there at once, and tells the app once it is', () => {
    keepEarlyClicks();
    document.body.innerHTML = `<div id="root" data-hydrate>
      <label><input type="radio" name="courierType" value="Pickup" checked> Pickup</label>
      <label><input type="radio" name="courierType" value="Delivery"> Delivery</label>
    </div>`;
    const [pickup, delivery] = document.querySelectorAll<HTMLInputElement>('input');
    delivery!.click();
    expect(delivery!.checked).toBe(true);
    // Hydration: the app's handlers are there now, its state still says Pickup.
    const chosen: string[] = [];
    for (const radio of [pickup!, delivery!])
      radio.addEventListener('change', () => radio.checked && chosen.push(radio.value));
    replayEarlyClicks();
    expect(chosen).toEqual(['Delivery']);
    expect(delivery!.checked).toBe(true);
  });

  it('puts a list chosen from before the app is there on that option again, through a change the app hears', () => {
    keepEarlyClicks();
    document.body.innerHTML = `<div id="root" data-hydrate>
      <select name="state" aria-label="State"><option value="" selected>All states</option><option value="NY">NY</option><option value="VT">VT</option></select>
    </div>`;
    const list = document.querySelector('select')!;
    list.value = 'VT';
    list.dispatchEvent(new Event('input', { bubbles: true }));
    list.dispatchEvent(new Event('change', { bubbles: true }));
    keepTypedValues();
    list.value = ''; // hydration put the list back on the option its state drew
    const heard: string[] = [];
    list.addEventListener('change', () => heard.push(list.value));
    replayEarlyClicks();
    expect(list.value).toBe('VT');
    expect(heard).toEqual(['VT']);
  });

  it('notes a list left on another option than the drawn one before this module heard it', () => {
    document.body.innerHTML = `<div id="root" data-hydrate>
      <select name="state" aria-label="State"><option value="" selected>All states</option><option value="VT">VT</option></select>
    </div>`;
    const list = document.querySelector('select')!;
    list.value = 'VT'; // chosen before early.ts ran: no event was heard
    keepEarlyClicks();
    keepTypedValues();
    list.value = '';
    replayEarlyClicks();
    expect(list.value).toBe('VT');
  });

  it('leaves text alone when the new page has no single matching field', () => {
    keepEarlyClicks();
    const { box } = drawPage();
    type(box, 'eggs');
    document.body.innerHTML = `<div id="root">
      <input type="search" name="q" aria-label="Search food from every farm">
      <input type="search" name="q" aria-label="Search food from every farm">
    </div>`;
    replayEarlyClicks();
    expect([...document.querySelectorAll('input')].map((i) => i.value)).toEqual(['', '']);
  });
});
