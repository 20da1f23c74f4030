import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { TAX_MODES } from '#domain/tax/tax-line.ts';
import { DEMO_TAX_TABLE, taxTableSchema, type TaxTable } from '#domain/tax/tax-table.ts';

/** Stripe's product tax code for general tangible goods: jewellery, and bullion unless told otherwise. */
export const GENERAL_GOODS_TAX_CODE = 'txcd_99999999';

/** How sales tax is worked out (TAX_*), read once at start by server/config.ts; docs/tax.md. */
export type TaxSettings =
  | { mode: 'flat' }
  | { mode: 'table'; table: TaxTable }
  | { mode: 'stripe'; taxCodes: { jewellery: string; bullion: string } };

const stripeTaxCode = z.string().regex(/^txcd_\d{8}$/, 'must be a Stripe product tax code such as txcd_99999999');

/** The TAX_* variables, spread into server/config.ts's schema. */
export const taxEnv = {
  TAX_MODE: z.enum(TAX_MODES, { error: `must be one of ${TAX_MODES.join(', ')}` }).default('flat'),
  TAX_TABLE: z.string().min(1).optional(),
  TAX_STRIPE_BULLION_CODE: stripeTaxCode.optional(),
};

type TaxEnv = z.output<z.ZodObject<typeof taxEnv>>;
type Problem = { variable: string; problem: string };

/** The TAX_TABLE file, checked: every problem names its field. */
function readTaxTable(path: string): { table: TaxTable } | Problem {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return {
      variable: 'TAX_TABLE',
      problem: `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { variable: 'TAX_TABLE', problem: `${path} is not JSON` };
  }
  const parsed = taxTableSchema.safeParse(json);
  if (parsed.success) return { table: parsed.data };
  const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
  return { variable: 'TAX_TABLE', problem: `${path} is not a tax table (docs/tax.md): ${issues.join('; ')}` };
}

/** The tax settings, or a combination that cannot work as a problem naming its variable. */
export function readTaxSettings(e: TaxEnv, stripeConfigured: boolean): { settings: TaxSettings } | Problem {
  if (e.TAX_TABLE !== undefined && e.TAX_MODE !== 'table') {
    return { variable: 'TAX_TABLE', problem: 'is read only with TAX_MODE=table' };
  }
  if (e.TAX_STRIPE_BULLION_CODE !== undefined && e.TAX_MODE !== 'stripe') {
    return { variable: 'TAX_STRIPE_BULLION_CODE', problem: 'is read only with TAX_MODE=stripe' };
  }
  if (e.TAX_MODE === 'flat') return { settings: { mode: 'flat' } };
  if (e.TAX_MODE === 'table') {
    if (e.TAX_TABLE === undefined) return { settings: { mode: 'table', table: DEMO_TAX_TABLE } };
    const read = readTaxTable(e.TAX_TABLE);
    return 'table' in read ? { settings: { mode: 'table', table: read.table } } : read;
  }
  if (!stripeConfigured) {
    return {
      variable: 'TAX_MODE',
      problem: 'stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    };
  }
  const bullion = e.TAX_STRIPE_BULLION_CODE ?? GENERAL_GOODS_TAX_CODE;
  return { settings: { mode: 'stripe', taxCodes: { jewellery: GENERAL_GOODS_TAX_CODE, bullion } } };
}
