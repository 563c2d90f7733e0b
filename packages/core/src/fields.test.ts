import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHAR_MESSAGE,
  INT_MAX,
  SINGLE_LINE_MESSAGE,
  TIME_ZONE_MESSAGE,
  hasControlChars,
  idField,
  optionalText,
  requiredText,
  timeZoneField,
} from './fields';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? 'ok' : r.error?.issues[0]?.message;

describe('text fields refuse control characters (issue 13)', () => {
  it.each([
    ['plain', 'Ada', 'ok', 'ok'],
    ['NUL', 'A\u0000da', SINGLE_LINE_MESSAGE, CONTROL_CHAR_MESSAGE],
    ['bell', 'A\u0007', SINGLE_LINE_MESSAGE, CONTROL_CHAR_MESSAGE],
    ['DEL', 'A\u007F', SINGLE_LINE_MESSAGE, CONTROL_CHAR_MESSAGE],
    ['line break', 'A\nB', SINGLE_LINE_MESSAGE, 'ok'],
    ['tab and CRLF', 'A\tB\r\nC', SINGLE_LINE_MESSAGE, 'ok'],
  ])('%s: one line %s, multi-line %s', (_name, value, oneLine, multiLine) => {
    expect(message(requiredText('Name is required.').safeParse(value))).toBe(oneLine);
    expect(message(optionalText(100, undefined, { multiline: true }).safeParse(value))).toBe(multiLine);
  });

  it('finds a control character anywhere in a nested value, keys included', () => {
    expect(hasControlChars({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(hasControlChars({ 'k\u0001': 1 })).toBe(true);
    expect(hasControlChars({ a: ['line\nbreak', 1, null, true] })).toBe(false);
  });
});

describe('ids are bounded to the integer column', () => {
  it.each([
    [1, 'ok'],
    [INT_MAX, 'ok'],
    [INT_MAX + 1, 'Not found.'],
    ['2147483648', 'Not found.'],
    [0, 'Not found.'],
    [1.5, 'Not found.'],
    ['abc', 'Not found.'],
    [1e300, 'Not found.'],
  ])('%s: %s', (value, expected) => {
    expect(message(idField('Not found.').safeParse(value))).toBe(expected);
  });
});

describe('time zones are IANA names the runtime knows', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/los_angeles', 'America/Los_Angeles'],
    ['UTC', 'UTC'],
    [undefined, 'America/Chicago'],
  ])('%s is %s', (value, zone) => {
    expect(timeZoneField('America/Chicago').parse(value)).toBe(zone);
  });
  it.each(['Mars/Olympus', '+05:00', '', 'America/New_York\u0000', 'x'.repeat(100), 5])(
    '%s is refused',
    (v) => {
      expect(message(timeZoneField('UTC').safeParse(v))).toBe(TIME_ZONE_MESSAGE);
    },
  );
});
