import * as v from 'valibot';

// Generic formats (docs/rules/services-and-api.md#formats) as plain predicates (for UI hints and filters) and valibot schemas
// (for forms and the server). Schema issues carry a code, never translated text, so machines
// and the server stay language-neutral; `formatMessages` holds the es/en texts.

export const formatErrorCodes = {
  rfc: 'invalid_rfc',
  birthday: 'invalid_birthday',
  time: 'invalid_time',
  latitude: 'invalid_latitude',
  longitude: 'invalid_longitude',
  uuid: 'invalid_uuid',
  base64: 'invalid_base64',
  tag: 'invalid_tag',
  imageUrl: 'invalid_image_url',
  mobile: 'invalid_mobile',
  email: 'invalid_email',
} as const;
export type FormatErrorCode = (typeof formatErrorCodes)[keyof typeof formatErrorCodes];

export const formatMessages: Record<'es' | 'en', Record<FormatErrorCode, string>> = {
  es: {
    invalid_rfc: 'El RFC no es válido.',
    invalid_birthday: 'La fecha debe tener el formato DD/MM.',
    invalid_time: 'La hora debe tener el formato HH:MM:SS.',
    invalid_latitude: 'La latitud debe estar entre -90 y 90.',
    invalid_longitude: 'La longitud debe estar entre -180 y 180.',
    invalid_uuid: 'El identificador no es válido.',
    invalid_base64: 'El valor no está codificado en base64.',
    invalid_tag: 'La etiqueta debe tener de 1 a 5 letras.',
    invalid_image_url: 'La dirección debe ser una imagen png o jpg.',
    invalid_mobile: 'El celular debe tener 10 dígitos.',
    invalid_email: 'El correo electrónico no es válido.',
  },
  en: {
    invalid_rfc: 'The RFC is not valid.',
    invalid_birthday: 'The date must be in DD/MM format.',
    invalid_time: 'The time must be in HH:MM:SS format.',
    invalid_latitude: 'Latitude must be between -90 and 90.',
    invalid_longitude: 'Longitude must be between -180 and 180.',
    invalid_uuid: 'The identifier is not valid.',
    invalid_base64: 'The value is not base64 encoded.',
    invalid_tag: 'The tag must have 1 to 5 letters.',
    invalid_image_url: 'The address must be a png or jpg image.',
    invalid_mobile: 'The mobile number must have 10 digits.',
    invalid_email: 'The e-mail address is not valid.',
  },
};

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isDayOfMonth(day: number, month: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth[month - 1]!;
}

/**
 * Mexican RFC: 3 letters (company) or 4 (person), including Ñ and &; a YYMMDD date that exists;
 * a 3-character homoclave. Case-insensitive: the schema upper-cases.
 */
export function isRfc(value: string): boolean {
  const match = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{3})$/.exec(value.toUpperCase());
  if (!match) return false;
  const [year, month, day] = [Number(match[2]), Number(match[3]), Number(match[4])];
  // YY does not say the century; for every YY divisible by 4 one of 19YY/20YY is a leap year
  // (2000 is), so 29 February is accepted for those years and refused for the others.
  if (month === 2 && day === 29) return year % 4 === 0;
  return isDayOfMonth(day, month);
}

/** DD/MM of a day that exists in some year (29/02 included). */
export function isBirthday(value: string): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  return match !== null && isDayOfMonth(Number(match[1]), Number(match[2]));
}

export function isTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value);
}

function coordinate(value: number | string, limit: number): boolean {
  if (typeof value === 'string' && !/^-?\d{1,3}(\.\d+)?$/.test(value.trim())) return false;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit;
}

export const isLatitude = (value: number | string): boolean => coordinate(value, 90);
export const isLongitude = (value: number | string): boolean => coordinate(value, 180);

export function isUuid(value: string): boolean {
  return /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i.test(value);
}

/** Standard alphabet with padding; the empty string is not accepted as a value. */
export function isBase64(value: string): boolean {
  return value.length > 0 && /^(?:[A-Za-z\d+/]{4})*(?:[A-Za-z\d+/]{2}==|[A-Za-z\d+/]{3}=)?$/.test(value);
}

export function isTag(value: string): boolean {
  return /^[A-Za-z]{1,5}$/.test(value);
}

/** An http(s) address whose path ends in .png, .jpg or .jpeg (any case); a query string may follow. */
export function isImageUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && /\.(png|jpe?g)$/i.test(url.pathname);
}

export function isMobile(value: string): boolean {
  return /^\d{10}$/.test(value);
}

/**
 * The 10 national digits of a Mexican mobile as a traveller may type or paste it: separators dropped,
 * the country code (+52, and the old mobile prefix 521) dropped when the whole international number
 * came at once, then at most 10 digits (an 11th keystroke does nothing, as a 10-character field would).
 */
export function nationalMobile(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('52')) return digits.slice(2);
  if (digits.length === 13 && digits.startsWith('521')) return digits.slice(3);
  return digits.slice(0, 10);
}

const emailPattern =
  /^[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z\d!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z\d](?:[A-Za-z\d-]{0,61}[A-Za-z\d])?\.)+[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

const text = v.pipe(v.string(), v.trim());

export const rfcSchema = v.pipe(text, v.toUpperCase(), v.check(isRfc, formatErrorCodes.rfc));
export const birthdaySchema = v.pipe(text, v.check(isBirthday, formatErrorCodes.birthday));
export const timeSchema = v.pipe(text, v.check(isTime, formatErrorCodes.time));
export const latitudeSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.check(isLatitude, formatErrorCodes.latitude),
  v.transform(Number),
);
export const longitudeSchema = v.pipe(
  v.union([v.number(), v.string()]),
  v.check(isLongitude, formatErrorCodes.longitude),
  v.transform(Number),
);
export const uuidSchema = v.pipe(text, v.check(isUuid, formatErrorCodes.uuid));
export const base64Schema = v.pipe(v.string(), v.check(isBase64, formatErrorCodes.base64));
export const tagSchema = v.pipe(text, v.check(isTag, formatErrorCodes.tag));
export const imageUrlSchema = v.pipe(text, v.check(isImageUrl, formatErrorCodes.imageUrl));
export const mobileSchema = v.pipe(text, v.check(isMobile, formatErrorCodes.mobile));
export const emailSchema = v.pipe(text, v.check(isEmail, formatErrorCodes.email));
