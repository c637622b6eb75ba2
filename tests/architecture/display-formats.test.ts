import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classify } from '../../bench/code-shape-scan';

// One format per kind on every screen (docs/rules/site.md#display-formats, decision 067): a screen writes money,
// points, dates and times through useFormats() (src/i18n/formats.ts), which applies the page's language, never
// with Intl's or the device's own formats, which give other date orders, 24-hour times, rounded pesos and a bare
// "$" on an English page.

const root = join(import.meta.dirname, '../..');

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'devtools' ? [] : productFiles(path);
    return /\.tsx?$/.test(entry.name) && classify(entry.name) === 'product' ? [path] : [];
  });
}

/** What a screen may not call to write an amount, a date or a time, and why. */
const forbidden: Array<[RegExp, string]> = [
  [/\.toLocale(Date|Time)?String\(/, "the device's formats"],
  [/new Intl\.NumberFormat\(/, 'Intl money or numbers (rounding, a bare "$")'],
  [/new Intl\.DateTimeFormat\([^)]*(dateStyle|timeStyle|hour:|month: '(long|short|numeric)')/, "Intl's date orders and times"],
  [/(?<![.\w])formatMoney(Mxn)?\(/, "pesos without the page's language"],
];

/**
 * The allowed exceptions: dollars, written US$ in both languages (the payment step and the tickets page), and a
 * time read as hh:mm in the terminals' zone that is then written by formatTime (the booking summary).
 */
const allowed = new Map<string, RegExp>([
  ['src/features/reservation/steps/payment-step.tsx', /US\{formatMoney\(/],
  ['src/features/reservation/steps/confirmation-summary.tsx', /US\{formatMoney\(/],
  ['src/features/reservation/steps/summary-view.ts', /hourCycle: 'h23'/],
]);

export function offences(file: string, source: string): string[] {
  const exception = allowed.get(file);
  return source
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => !/^\s*(\/\/|\*|import )/.test(line))
    .flatMap(({ line, number }) =>
      forbidden.filter(([pattern]) => pattern.test(line) && !(exception && exception.test(line))).map(([, why]) => `${file}:${number}: ${why}`),
    );
}

describe('display formats', () => {
  it('no screen writes money, dates or times but through useFormats()', () => {
    const found = productFiles(join(root, 'src/features'))
      .concat(productFiles(join(root, 'src/components')))
      .flatMap((path) => offences(relative(root, path), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('names each kind of offence, and lets dollars say US$', () => {
    expect(offences('a.tsx', 'const d = new Date(x).toLocaleDateString(lang);')).toEqual(["a.tsx:1: the device's formats"]);
    expect(offences('a.tsx', "const p = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });")).toHaveLength(1);
    expect(offences('a.tsx', "new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(day)")).toHaveLength(1);
    expect(offences('a.tsx', '<td>{formatMoney(row.amount)} MXN</td>')).toEqual(["a.tsx:1: pesos without the page's language"]);
    expect(offences('a.tsx', '<td>{formats.money(row.amount)}</td>')).toEqual([]);
    expect(offences('src/features/reservation/steps/payment-step.tsx', '<strong>US{formatMoney(usd)} USD</strong>')).toEqual([]);
  });
});
