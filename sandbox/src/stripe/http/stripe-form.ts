import { invalidRequest } from './stripe-error.js';

type FormObject = Record<string, unknown>;

function isFormObject(value: unknown): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const metadataLimits = { keys: 50, keyLength: 40, valueLength: 500 };

/**
 * Reads a form-encoded Stripe request body (`a[b]=c` already nested by the parser) the way
 * Stripe validates it: the first problem becomes a 400 invalid_request_error naming the
 * parameter as the caller wrote it (`card[exp_month]`). Error messages never echo string
 * values, so a card number cannot leak into a response or a log.
 */
export class StripeForm {
  private constructor(
    private readonly fields: FormObject,
    private readonly prefix: string | null,
  ) {}

  static of(body: unknown): StripeForm {
    return new StripeForm(isFormObject(body) ? body : {}, null);
  }

  param(name: string): string {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  /** Refuses any parameter not listed, as Stripe does ("Received unknown parameter"). */
  allowOnly(names: readonly string[]): void {
    const unknown = Object.keys(this.fields).find((name) => !names.includes(name));
    if (unknown !== undefined) {
      throw invalidRequest(`Received unknown parameter: ${this.param(unknown)}`, {
        param: this.param(unknown),
        code: 'parameter_unknown',
      });
    }
  }

  has(name: string): boolean {
    return this.fields[name] !== undefined;
  }

  /** An optional text parameter; an empty value means "not given". */
  string(name: string): string | undefined {
    const value = this.fields[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') {
      throw invalidRequest(`Invalid string: ${this.param(name)} must be a string`, { param: this.param(name) });
    }
    return value;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (value === undefined) throw this.missing(name);
    return value;
  }

  integer(name: string): number | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (!/^-?\d{1,15}$/.test(text.trim())) {
      throw invalidRequest(`Invalid integer: ${text}`, { param: this.param(name), code: 'parameter_invalid_integer' });
    }
    return Number(text.trim());
  }

  requiredInteger(name: string): number {
    const value = this.integer(name);
    if (value === undefined) throw this.missing(name);
    return value;
  }

  boolean(name: string): boolean | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (text !== 'true' && text !== 'false') {
      throw invalidRequest(`Invalid boolean: ${text}`, { param: this.param(name) });
    }
    return text === 'true';
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (!(values as readonly string[]).includes(text)) {
      const choices = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values[0];
      throw invalidRequest(`Invalid ${this.param(name)}: must be one of ${choices}`, { param: this.param(name) });
    }
    return text as T;
  }

  /** `name[0]=a&name[1]=b` (how stripe-node sends arrays); `name[]=a` is read too. */
  stringArray(name: string): string[] | undefined {
    const value = this.fields[name];
    if (value === undefined || value === '') return undefined;
    const items = Array.isArray(value) ? value : isFormObject(value) ? Object.values(value) : null;
    if (!items || !items.every((item): item is string => typeof item === 'string' && item !== '')) {
      throw invalidRequest(`Invalid array: ${this.param(name)} must be a list of strings`, { param: this.param(name) });
    }
    return items;
  }

  /** A nested hash (`card[...]`, `billing_details[...]`); empty means not given. */
  object(name: string): StripeForm | undefined {
    const value = this.fields[name];
    if (value === undefined || value === '') return undefined;
    if (!isFormObject(value)) {
      throw invalidRequest(`Invalid object: ${this.param(name)} must be a hash`, { param: this.param(name) });
    }
    return new StripeForm(value, this.param(name));
  }

  /** `metadata[key]=value` pairs, within Stripe's limits; an empty value drops the key. */
  metadata(name = 'metadata'): Record<string, string> | undefined {
    const nested = this.object(name);
    if (!nested) return this.has(name) ? {} : undefined;
    const entries = Object.keys(nested.fields).map((key) => [key, nested.string(key)] as const);
    const metadata: Record<string, string> = {};
    for (const [key, value] of entries) {
      if (key.length > metadataLimits.keyLength) {
        throw invalidRequest(`Metadata keys can have up to ${metadataLimits.keyLength} characters.`, {
          param: nested.param(key),
        });
      }
      if (value === undefined) continue;
      if (value.length > metadataLimits.valueLength) {
        throw invalidRequest(`Metadata values can have up to ${metadataLimits.valueLength} characters.`, {
          param: nested.param(key),
        });
      }
      metadata[key] = value;
    }
    if (Object.keys(metadata).length > metadataLimits.keys) {
      throw invalidRequest(`You can specify up to ${metadataLimits.keys} metadata keys.`, { param: name });
    }
    return metadata;
  }

  private missing(name: string) {
    return invalidRequest(`Missing required param: ${this.param(name)}.`, {
      param: this.param(name),
      code: 'parameter_missing',
    });
  }
}
