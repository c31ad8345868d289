// Rules JSON Schema cannot say (today's date, another field, the applicant's state) are
// named validators in step schema files (`validators: [{ effect, params }]`). They run with
// the schema's own validation on Continue and add messages to the same fields.
import { dobDate, isAbaRoutingNumber, isAtLeastAge, stateOfResidence } from '../domain';
import { normalTypedName, typedNameMatches } from '../domain/typed-signature';
import type { EffectRef, JsonValue } from '../engine/types';
import type { RegisterData } from './draft';

export interface FieldError {
  field: string;
  message: string;
}

export interface ValidatorEnv {
  now: Date;
  /** The 62+ interest-only flow (used when the validator names no sixtyTwoPlusWhen). */
  sixtyTwoPlus: boolean;
  /** Evaluates a condition of the validator's params against the page's context (application pages). */
  holds?: (condition: JsonValue) => boolean;
  /** Reads a context path (application pages). */
  read?: (path: string) => JsonValue | undefined;
}

type Params = { [key: string]: JsonValue };
type NamedValidator = (data: RegisterData, params: Params, env: ValidatorEnv) => FieldError | undefined;

const str = (v: JsonValue | undefined): string => (typeof v === 'string' ? v : '');
/** A number schemas/meta/effects/<validator>.json requires (flows:check guarantees it): no silent default. */
const num = (params: Params, name: string): number => {
  const v = params[name];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`Validator parameter "${name}" must be a number (got ${JSON.stringify(v)}); run npm run flows:check`);
  return v;
};

/** The value at a dotted path ('bankAccount.accountNumber'); a plain name reads the top level. */
function valueAt(data: RegisterData, path: string): JsonValue | undefined {
  let node: JsonValue | undefined = data;
  for (const key of path.split('.')) {
    node = node !== null && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
  }
  return node;
}


const addressState = (v: JsonValue | undefined): string =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? str(v['state']) : '';

const VALIDATORS: Record<string, NamedValidator> = {
  /** Age from the date of birth against 18, 19 where the applicant resides in Alabama, or 62 (DECISIONS 5). */
  ageAtLeast(data, params, env) {
    const field = str(params['field']);
    const dob = dobDate(str(data[field]));
    if (!dob) return undefined; // the schema reports a missing or malformed date
    const residence = stateOfResidence({
      occupancyType: str(data['occupancyType']),
      propertyState: addressState(data['propertyAddress']),
      homeState: addressState(data['homeAddress']) || undefined,
    });
    // birthdate@2 says when the 62+ limit applies (the application's variant), read from the context.
    const when = params['sixtyTwoPlusWhen'];
    const sixtyTwoPlus = when !== undefined && env.holds ? env.holds(when) : env.sixtyTwoPlus;
    const min = sixtyTwoPlus
      ? num(params, 'sixtyTwoPlusYears')
      : residence === 'AL'
        ? num(params, 'alabamaYears')
        : num(params, 'years');
    if (isAtLeastAge(dob, min, env.now)) return undefined;
    return { field, message: sixtyTwoPlus ? str(params['sixtyTwoPlusMessage']) : str(params['message']) };
  },
  /** A typed signature must be the applicant's name from the context (first and last, the middle name optional; case, spaces and dots ignored). */
  matchesContextName(data, params, env) {
    const field = str(params['field']) || 'signature';
    const typed = str(valueAt(data, field));
    if (normalTypedName(typed) === '' || !env.read) return undefined;
    const name = env.read(str(params['name']) || 'profile.name');
    if (name === null || typeof name !== 'object' || Array.isArray(name)) return undefined;
    return typedNameMatches(typed, { firstName: str(name['firstName']), middleName: str(name['middleName']), lastName: str(name['lastName']) }) ? undefined : { field, message: str(params['message']) };
  },
  /** One field must equal another (password, account number typed twice); dotted paths reach into objects. */
  matchesField(data, params) {
    const field = str(params['field']);
    const value = valueAt(data, field);
    if (value === undefined || value === '') return undefined;
    return value === valueAt(data, str(params['other'])) ? undefined : { field, message: str(params['message']) };
  },
  /** A routing number's ABA check digit (the schema checks the 9 digits and says its own message). */
  abaRoutingNumber(data, params) {
    const field = str(params['field']);
    const value = str(valueAt(data, field));
    if (!/^[0-9]{9}$/.test(value)) return undefined;
    return isAbaRoutingNumber(value) ? undefined : { field, message: str(params['message']) };
  },
};

/** Runs a step's named validators; an unknown name is a definition error and throws. */
export function runNamedValidators(validators: readonly EffectRef[], data: RegisterData, env: ValidatorEnv): FieldError[] {
  const errors: FieldError[] = [];
  for (const v of validators) {
    const fn = VALIDATORS[v.effect];
    if (!fn) throw new Error(`Unknown validator '${v.effect}' in a step schema`);
    const error = fn(data, v.params ?? {}, env);
    if (error) errors.push(error);
  }
  return errors;
}

/** rjsf's error builder as customValidate gets it: one node per field, nested for objects. */
export type ErrorBuilderLike = { addError?(message: string): void } & { [key: string]: unknown };

/** Adds a validator's message to its field; a dotted path ('bankAccount.routingNumber') reaches into an object. */
export function addFieldError(errors: ErrorBuilderLike, path: string, message: string): void {
  let node: unknown = errors;
  for (const key of path.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  (node as ErrorBuilderLike | undefined)?.addError?.(message);
}

/** Names of the validators this module knows (checked by the definitions tests). */
export const NAMED_VALIDATORS = Object.keys(VALIDATORS);
