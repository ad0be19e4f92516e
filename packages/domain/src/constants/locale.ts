/** Country, phone and money settings (spec 000 §9; DESIGN §5). */
export const COUNTRY_CODE = 'ZA';
/** The `type` of a policy holder's identification: a national ID number. */
export const ID_TYPE = 'id';
export const PHONE_PREFIX = '+27';
export const CURRENCY = 'ZAR';
export const LOCALE = 'en-ZA';
/**
 * Customers' days are South African calendar days, wherever the server or the browser runs. Here, beside the
 * locale, so that a page formatting a date loads these few constants, not the calendar checks with them.
 */
export const SA_TIME_ZONE = 'Africa/Johannesburg';
