// Rules JSON Schema cannot say (today's date, another field, the applicant's state) are
// named validators in step schema files (`validators: [{ effect, params }]`). They run with
// the schema's own validation on Continue and add messages to the same fields.
import { dobDate, isAtLeastAge, stateOfResidence } from '../domain';
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
  /** One field must equal another (password confirmation). */
  matchesField(data, params) {
    const field = str(params['field']);
    const value = data[field];
    if (value === undefined || value === '') return undefined;
    return value === data[str(params['other'])] ? undefined : { field, message: str(params['message']) };
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

/** Names of the validators this module knows (checked by the definitions tests). */
export const NAMED_VALIDATORS = Object.keys(VALIDATORS);
