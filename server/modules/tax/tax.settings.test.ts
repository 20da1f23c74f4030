import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_TAX_TABLE, DEMO_TAX_TABLE_INPUT } from '#domain/tax/tax-table.ts';
import { loadConfig } from '#server/config.ts';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_tax',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_tax',
  STRIPE_WEBHOOK_SECRET: 'whsec_tax',
};
const folder = mkdtempSync(join(tmpdir(), 'tax-table-'));
function tableFile(name: string, content: string): string {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe('TAX_* settings', () => {
  it('default to the flat 8%, and to the demo table in table mode', () => {
    expect(loadConfig({}).tax).toEqual({ mode: 'flat' });
    expect(loadConfig({ TAX_MODE: 'table' }).tax).toEqual({ mode: 'table', table: DEMO_TAX_TABLE });
  });

  it('read a TAX_TABLE file of the demo table’s shape', () => {
    const changed = {
      ...DEMO_TAX_TABLE_INPUT,
      ship: { ...DEMO_TAX_TABLE_INPUT.ship, MS: { jurisdiction: 'Mississippi', ratePercent: 7.07 } },
    };
    const path = tableFile('good.json', JSON.stringify(changed));
    const { tax } = loadConfig({ TAX_MODE: 'table', TAX_TABLE: path });
    expect(tax.mode === 'table' && tax.table.ship.MS).toEqual({
      jurisdiction: 'Mississippi',
      rateBasisPoints: 707,
      exempt: [],
    });
  });

  it('refuse to start on a bad TAX_MODE or TAX_TABLE, naming the variable and the field', () => {
    expect(() => loadConfig({ TAX_MODE: 'vat' })).toThrow(/TAX_MODE: must be one of flat, table, stripe/);
    expect(() => loadConfig({ TAX_MODE: 'table', TAX_TABLE: join(folder, 'missing.json') })).toThrow(
      /TAX_TABLE: cannot read .*missing\.json \(ENOENT\)/,
    );
    expect(() => loadConfig({ TAX_MODE: 'table', TAX_TABLE: tableFile('broken.json', '{ pickup') })).toThrow(
      /TAX_TABLE: .*broken\.json is not JSON/,
    );
    const wrong = tableFile(
      'wrong.json',
      JSON.stringify({
        pickup: DEMO_TAX_TABLE_INPUT.pickup,
        ship: { LA: { jurisdiction: 'Louisiana', ratePercent: -1 } },
      }),
    );
    expect(() => loadConfig({ TAX_MODE: 'table', TAX_TABLE: wrong })).toThrow(
      /TAX_TABLE: .* is not a tax table .*ship\.LA\.ratePercent: ratePercent cannot be negative/,
    );
    expect(() => loadConfig({ TAX_TABLE: wrong })).toThrow(/TAX_TABLE: is read only with TAX_MODE=table/);
  });

  it('take stripe mode only with the Stripe keys', () => {
    expect(() => loadConfig({ TAX_MODE: 'stripe' })).toThrow(/TAX_MODE: stripe needs STRIPE_SECRET_KEY/);
    expect(loadConfig({ TAX_MODE: 'stripe', ...stripeKeys }).tax).toEqual({
      mode: 'stripe',
      taxCodes: { jewellery: 'txcd_99999999', bullion: 'txcd_99999999' },
    });
    expect(() => loadConfig({ TAX_MODE: 'stripe', ...stripeKeys, TAX_STRIPE_BULLION_CODE: 'bullion' })).toThrow(
      /TAX_STRIPE_BULLION_CODE: must be a Stripe product tax code/,
    );
  });
});
