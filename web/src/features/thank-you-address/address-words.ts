import type { Language } from '@contract/options';

type Words = {
  title: string;
  why: string;
  labels: Record<'line1' | 'line2' | 'city' | 'region' | 'postalCode' | 'country', string>;
  required: string;
  country: string;
  loading: string;
  save: string;
  saving: string;
  later: string;
};

/** The address form's words; they load with the form, not with the page. */
export const addressWords: Record<Language, Words> = {
  en: {
    title: 'Your mailing address',
    why: 'For a thank-you card. Optional: you can skip it, and it is saved for everyone on your invitation.',
    labels: {
      line1: 'Street address',
      line2: 'Apartment, suite (optional)',
      city: 'City',
      region: 'State',
      postalCode: 'ZIP code',
      country: 'Country (two letters, e.g. US)',
    },
    required: 'Please fill this in, or choose Not now.',
    country: 'Use the two-letter country code, like US or MX.',
    loading: 'Loading...',
    save: 'Save address',
    saving: 'Saving...',
    later: 'Not now',
  },
  es: {
    title: 'Su dirección postal',
    why: 'Para una tarjeta de agradecimiento. Es opcional: puede omitirla, y se guarda para todos en su invitación.',
    labels: {
      line1: 'Calle y número',
      line2: 'Apartamento, suite (opcional)',
      city: 'Ciudad',
      region: 'Estado',
      postalCode: 'Código postal',
      country: 'País (dos letras, p. ej. US)',
    },
    required: 'Complete este campo, o elija Ahora no.',
    country: 'Use el código de país de dos letras, como US o MX.',
    loading: 'Cargando...',
    save: 'Guardar dirección',
    saving: 'Guardando...',
    later: 'Ahora no',
  },
};
