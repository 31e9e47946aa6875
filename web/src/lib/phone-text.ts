import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A stored number as the console shows it: '+13055550102' -> '(305) 555-0102' (as given when unreadable). */
export const nationalPhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatNational() ?? phone;
