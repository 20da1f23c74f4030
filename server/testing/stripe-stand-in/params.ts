import { invalidParam } from './api-error.ts';

/** Stripe's wire format: `a[b][c]=v` nests; `expand[]=x` and `expand[0]=x` both make lists. */
type Param = string | Params;
export interface Params {
  [key: string]: Param;
}

export function parseParams(encoded: string): Params {
  const params: Params = {};
  for (const [name, value] of new URLSearchParams(encoded)) {
    const segments = name.replaceAll(']', '').split('[');
    let target = params;
    for (const [index, segment] of segments.entries()) {
      const key = segment === '' ? String(Object.keys(target).length) : segment;
      if (index === segments.length - 1) {
        target[key] = value;
        break;
      }
      const child = target[key];
      if (typeof child === 'object') {
        target = child;
      } else {
        const created: Params = {};
        target[key] = created;
        target = created;
      }
    }
  }
  return params;
}

// `param` names the field in errors when it sits inside another, as `automatic_payment_methods[enabled]`.
export function text(params: Params, name: string, param = name): string | undefined {
  const value = params[name];
  if (typeof value === 'object') throw invalidParam(param, `Invalid string: ${JSON.stringify(value)}`);
  return value;
}

export function integer(params: Params, name: string): number | undefined {
  const value = text(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

export function bool(params: Params, name: string, param = name): boolean | undefined {
  const value = text(params, name, param);
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalidParam(param, `Invalid boolean: ${value}`, 'parameter_invalid_boolean');
}

export function nested(params: Params, name: string): Params {
  const value = params[name] ?? {};
  if (typeof value === 'string') throw invalidParam(name, `Invalid object: ${value}`);
  return value;
}

export function oneOf<T extends string>(params: Params, name: string, allowed: readonly T[]): T | undefined {
  const value = text(params, name);
  if (value === undefined || (allowed as readonly string[]).includes(value)) return value as T | undefined;
  throw invalidParam(name, `Invalid ${name}: must be one of ${allowed.join(', ')}`);
}

export function required<T>(value: T | undefined, name: string): T {
  if (value === undefined || value === '') {
    throw invalidParam(name, `Missing required param: ${name}.`, 'parameter_missing');
  }
  return value;
}

export function list(params: Params, name: string): string[] {
  const value = params[name];
  if (value === undefined) return [];
  return typeof value === 'string' ? [value] : Object.values(value).filter((item) => typeof item === 'string');
}

export function expansions(params: Params, expandable: string[]): Set<string> {
  const fields = list(params, 'expand');
  for (const field of fields) {
    if (!expandable.includes(field)) throw invalidParam('expand', `This property cannot be expanded (${field}).`);
  }
  return new Set(fields);
}

/** Stripe's largest charge: eight digits in the currency's smallest unit ($999,999.99). */
const MAXIMUM_AMOUNT = 99_999_999;

export function amountParam(params: Params, currency: string): number | undefined {
  const amount = integer(params, 'amount');
  // USD's minimum charge is $0.50; other currencies only need a positive amount here.
  const minimum = currency === 'usd' ? 50 : 1;
  if (amount !== undefined && amount < minimum) {
    throw invalidParam('amount', `Amount must be at least ${minimum} ${currency}`, 'amount_too_small');
  }
  if (amount !== undefined && amount > MAXIMUM_AMOUNT) {
    throw invalidParam(
      'amount',
      currency === 'usd' ? 'Amount must be no more than $999,999.99' : `Amount must be no more than ${MAXIMUM_AMOUNT}`,
      'amount_too_large',
    );
  }
  return amount;
}

export function currencyParam(params: Params): string | undefined {
  const currency = text(params, 'currency')?.toLowerCase();
  if (currency !== undefined && !/^[a-z]{3}$/.test(currency)) {
    throw invalidParam('currency', `Invalid currency: ${currency}`);
  }
  return currency;
}

/** Stripe merges metadata: an empty value unsets that key, an empty `metadata` unsets them all. */
export function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> {
  const update = params.metadata;
  if (update === undefined) return current;
  if (update === '') return {};
  if (typeof update === 'string') throw invalidParam('metadata', 'Invalid object');
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== 'string') throw invalidParam(`metadata[${key}]`, 'Metadata values must be strings.');
    if (key.length > 40) throw invalidParam(`metadata[${key}]`, 'Metadata keys can be at most 40 characters long.');
    if (value.length > 500) throw invalidParam(`metadata[${key}]`, 'Metadata values can be at most 500 characters.');
    if (value === '') delete merged[key];
    else merged[key] = value;
  }
  if (Object.keys(merged).length > 50) throw invalidParam('metadata', 'Metadata can have at most 50 keys.');
  return merged;
}
