// Business constants of seed 000 §9 and seed 001 §9. Rates and fee rates are fractions
// (0.0899 is 8.99%) everywhere in src/domain, so they are stored as fractions here too.

/** Smallest line amount offered, in dollars (seed 001 §9). */
export const LOAN_AMOUNT_MIN = 15_000;
/** Largest line amount offered, in dollars (seed 001 §9). */
export const LOAN_AMOUNT_MAX = 400_000;
/** Lowest APR advertised, as a fraction (7.60%). */
export const APR_MIN = 0.076;
/** Highest APR advertised, as a fraction (17.20%). */
export const APR_MAX = 0.172;
/** Highest origination fee, as a fraction of the initial draw (4.99%). */
export const ORIGINATION_FEE_RATE_MAX = 0.0499;
/** Valuation fee charged when there is no AVM, in dollars. */
export const VALUATION_FEE_NO_AVM = 180;
/** Manual notarization fee, in dollars. */
export const MANUAL_NOTARIZATION_FEE = 300;
/** Lowest recording fee, in dollars. */
export const RECORDING_FEE_MIN = 0;
/** Highest recording fee, in dollars. */
export const RECORDING_FEE_MAX = 315;
/** Lowest recording tax per $100,000 borrowed, in dollars. */
export const RECORDING_TAX_PER_100K_MIN = 0;
/** Highest recording tax per $100,000 borrowed, in dollars. */
export const RECORDING_TAX_PER_100K_MAX = 1_400;
/** Days since purchase or title transfer under which the home is not eligible. */
export const TITLE_TRANSFER_LOOKBACK_DAYS = 90;
/** Days to wait between two HELOCs (modal text of seed 000 §9). */
export const HELOC_WAIT_DAYS = 45;

/** Days in the interest year. */
export const DAYS_PER_YEAR = 365.25;
/** Days in the average month used as the default interest period (365.25 / 12). */
export const AVERAGE_MONTH_DAYS = DAYS_PER_YEAR / 12;
/** Decimals money is rounded to (half to even, DECISIONS 9). */
export const MONEY_DECIMALS = 2;
/** Default fraction digits of a formatted percentage. */
export const PERCENT_FRACTION_DIGITS = 3;
/** Currency of every amount. */
export const CURRENCY = 'USD';
/** Locale of every formatted number and date. */
export const LOCALE = 'en-US';

/** Minimum applicant age. */
export const MINIMUM_AGE = 18;
/** Minimum applicant age for residents of Alabama. */
export const ALABAMA_MINIMUM_AGE = 19;
/** Minimum applicant age on the 62+ (age-restricted, interest-only) flow. */
export const SIXTY_TWO_PLUS_MINIMUM_AGE = 62;
/** Earliest year a date of birth may have. */
export const MIN_BIRTH_YEAR = 1900;

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 12;
/** Minimum first (and last) name length after trimming. */
export const NAME_MIN_LENGTH = 2;
/** Digits of a US national phone number. */
export const PHONE_DIGITS = 10;
/** Length of a phone number formatted as (xxx) xxx-xxxx. */
export const PHONE_FORMATTED_LENGTH = 14;
/** Digits of a zip code. */
export const ZIP_LENGTH = 5;

/** Annual income under which the applicant is asked to confirm it (DECISIONS 10). */
export const INCOME_WARNING_THRESHOLD = 15_000;
/** Largest annual income accepted. */
export const INCOME_MAX = 9_999_999;
/** Smallest income or other income accepted. */
export const INCOME_MIN = 0;

/** Wallet addresses longer than this are shortened. */
export const WALLET_SHORTEN_THRESHOLD = 11;
/** Leading characters kept when a wallet address is shortened. */
export const WALLET_HEAD = 6;
/** Trailing characters kept when a wallet address is shortened. */
export const WALLET_TAIL = 5;
/** Trailing account digits left visible by the bank mask. */
export const BANK_MASK_VISIBLE = 4;
/** Bytes in a kilobyte as file sizes are shown (decimal). */
export const BYTES_PER_KB = 1_000;
/** Bytes in a megabyte as file sizes are shown (decimal). */
export const BYTES_PER_MB = 1_000_000;
/** Weeks after which a relative time becomes a month-and-day date. */
export const RELATIVE_TIME_WEEKS_MAX = 4;
/** Time zone support hours are shown in. */
export const SUPPORT_TIME_ZONE = 'America/Los_Angeles';

/** Shortest time the loader overlay stays up once shown, in ms (seed 001 §9). */
export const LOADER_MIN_DISPLAY_MS = 1_000;
/** How long the loader overlay's messages are paced over by default, in ms (seed 001 §9). */
export const LOADER_DEFAULT_DURATION_MS = 67_000;
/** Delay before the loader overlay hides once the wait is over, in ms (seed 001 §9). */
export const LOADER_HIDE_DELAY_MS = 300;
/** Distance between a tooltip and its trigger, in px (seed 001 §9). */
export const TOOLTIP_OFFSET_PX = 12;
/** How long the 'Copied' confirmation tooltip stays, in ms (seed 001 §9). */
export const COPY_CONFIRMATION_MS = 1_000;
/** After this many ms a screen-reader status message is cleared (seed 001 §9). */
export const SR_STATUS_CLEAR_MS = 300;
/** Attempts of the retry helper, the first included (seed 001 §9). */
export const RETRY_ATTEMPTS = 5;
/** Delay before the retry helper's first retry, in ms; it doubles each time (seed 001 §9). */
export const RETRY_INITIAL_DELAY_MS = 1_000;
/** Reloads allowed for failed dynamic module loads before the error page shows. */
export const CHUNK_RELOADS_MAX = 5;
