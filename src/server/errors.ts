// One error shape for every failure: `{ errors: [...], message }` (docs/architecture.md, Calls).

/** An error that becomes an HTTP answer with the given status. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: string[];
  /** Validation failures only: which field each message belongs to. */
  readonly fieldErrors: { path: string; message: string }[] | undefined;
  constructor(status: number, message: string, errors?: string[], fieldErrors?: { path: string; message: string }[]) {
    super(message);
    this.status = status;
    this.errors = errors ?? [message];
    this.fieldErrors = fieldErrors;
  }
}

/** The body of an error answer. */
export function errorBody(message: string, errors?: string[]): { errors: string[]; message: string } {
  return { errors: errors ?? [message], message };
}

/** 404 with the thing that was not found. */
export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`);
/** 400 with a readable reason. */
export const badRequest = (message: string, errors?: string[]): HttpError => new HttpError(400, message, errors);
