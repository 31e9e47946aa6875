import { wedding } from '@config';
import type { Language } from '@contract/options';

const { couple, contact, siteUrl } = wedding;

type PrivacySection = { id: string; title: string; paragraphs: string[] };
type PrivacyText = { title: string; intro: string; sections: PrivacySection[]; back: string; updated: string };

/**
 * The privacy policy, in each language. US carriers' reviewers (A2P 10DLC campaigns, toll-free verification)
 * read it: what is collected, that mobile numbers and consent are never shared or sold, what texts come and how
 * often, STOP and HELP, rates, how long data is kept and whom to contact.
 */
export const privacyText: Record<Language, PrivacyText> = {
  en: {
    title: 'Privacy policy',
    intro: `This site, ${siteUrl}, is ${couple.title}'s wedding invitation. It is run by ${couple.title} themselves, not by a business. This page says what it keeps about you, why, who sees it, and for how long.`,
    sections: [
      {
        id: 'kept',
        title: 'What we keep',
        paragraphs: [
          'Your name; your mobile phone number; your email address, if you gave it to us; your answers (whether you will come, your meal, dietary needs, answers to our questions about the day); the notes we write while planning (such as "called, will come"); your table and seat; your language; the texts we sent you and whether they were delivered; and a history of changes to these details.',
          'To sign you in, the site also counts sign-in attempts per network address for an hour, to stop abuse. It sets no advertising or tracking cookies and runs no analytics.',
        ],
      },
      {
        id: 'use',
        title: 'What it is for',
        paragraphs: [
          `This wedding only: inviting you, taking your RSVP, planning meals and seating, and texting you about ${couple.title}'s wedding. Nothing else.`,
        ],
      },
      {
        id: 'sharing',
        title: 'Never shared or sold',
        paragraphs: [
          'We never sell, rent or share your phone number, your consent to receive texts, or any other information about you with anyone, for marketing or for any other purpose. No mobile information will be shared with third parties or affiliates for marketing or promotional purposes. Text messaging opt-in data and consent will not be shared with any third parties.',
          'Two services run the site for us and process your information only to do so: Google Firebase (the site and its database, in the United States) and Twilio (text messages).',
        ],
      },
      {
        id: 'texts',
        title: 'Text messages',
        paragraphs: [
          `By entering your number on the Welcome screen you agree to receive texts from ${couple.title} about their wedding: a six-digit sign-in code each time you ask for one, your invitation, a few reminders to RSVP, your table and seat, and a few notes about the day.`,
          'How often: it varies; usually fewer than 10 texts in all, and never more than a few a week.',
          'Msg & data rates may apply: your carrier charges its usual rates for texts you receive.',
          'Reply STOP to any text to stop them (you will get one confirmation, then no more); reply START to receive them again. Reply HELP for help, or contact us below. Carriers are not liable for delayed or undelivered messages.',
        ],
      },
      {
        id: 'kept-for',
        title: 'How long we keep it',
        paragraphs: [
          'The guest list, with your answers and notes, is deleted within 90 days after the wedding. Records of the texts sent are deleted automatically 90 days after each text, sign-in attempt counts after their hour, and daily backups after 7 days.',
          'You can ask us at any time to show you, correct or delete what we keep about you; we do it within 30 days.',
        ],
      },
      {
        id: 'contact',
        title: 'Who to contact',
        paragraphs: [`${couple.title}: ${contact.email}, ${contact.phone}.`],
      },
    ],
    back: 'Back to the invitation',
    updated: 'Last updated November 2026.',
  },
  es: {
    title: 'Política de privacidad',
    intro: `Este sitio, ${siteUrl}, es la invitación de boda de ${couple.title}. Lo llevan ${couple.title} en persona, no una empresa. Esta página explica qué guarda sobre usted, para qué, quién lo ve y durante cuánto tiempo.`,
    sections: [
      {
        id: 'kept',
        title: 'Qué guardamos',
        paragraphs: [
          'Su nombre; su número de teléfono móvil; su correo electrónico, si nos lo dio; sus respuestas (si asistirá, su plato, sus necesidades alimentarias, sus respuestas a nuestras preguntas sobre el día); las notas que escribimos al organizar (como «llamamos, asistirá»); su mesa y asiento; su idioma; los mensajes de texto que le enviamos y si se entregaron; y un historial de los cambios en estos datos.',
          'Para iniciar su sesión, el sitio también cuenta durante una hora los intentos de inicio de sesión por dirección de red, para evitar abusos. No usa cookies de publicidad ni de seguimiento, ni analíticas.',
        ],
      },
      {
        id: 'use',
        title: 'Para qué sirve',
        paragraphs: [
          `Solo para esta boda: invitarle, recibir su confirmación, organizar los platos y las mesas, y enviarle mensajes de texto sobre la boda de ${couple.title}. Nada más.`,
        ],
      },
      {
        id: 'sharing',
        title: 'Nunca se comparte ni se vende',
        paragraphs: [
          'Nunca vendemos, alquilamos ni compartimos su número de teléfono, su consentimiento para recibir mensajes de texto ni ningún otro dato suyo con nadie, ni con fines de marketing ni con ningún otro fin. No se compartirá información móvil con terceros ni afiliados con fines de marketing o promoción. Los datos de suscripción y el consentimiento para recibir mensajes de texto no se compartirán con terceros.',
          'Dos servicios hacen funcionar el sitio por nosotros y tratan sus datos solo para ello: Google Firebase (el sitio y su base de datos, en los Estados Unidos) y Twilio (mensajes de texto).',
        ],
      },
      {
        id: 'texts',
        title: 'Mensajes de texto',
        paragraphs: [
          `Al escribir su número en la pantalla de bienvenida, acepta recibir mensajes de texto de ${couple.title} sobre su boda: un código de seis dígitos cada vez que lo pida para iniciar sesión, su invitación, algunos recordatorios para confirmar su asistencia, su mesa y asiento, y algunos avisos sobre el día.`,
          'Con qué frecuencia: varía; normalmente menos de 10 mensajes en total, y nunca más de unos pocos por semana.',
          'Pueden aplicarse tarifas de mensajes y datos: su operador cobra sus tarifas habituales por los mensajes que recibe.',
          'Responda STOP a cualquier mensaje para dejar de recibirlos (recibirá una confirmación y ninguno más); responda START para volver a recibirlos. Responda HELP para obtener ayuda, o escríbanos (abajo). Los operadores no son responsables de los mensajes retrasados o no entregados.',
        ],
      },
      {
        id: 'kept-for',
        title: 'Cuánto tiempo lo guardamos',
        paragraphs: [
          'La lista de invitados, con sus respuestas y notas, se borra en un plazo de 90 días después de la boda. Los registros de los mensajes enviados se borran solos 90 días después de cada mensaje; los recuentos de intentos de inicio de sesión, al cabo de su hora; y las copias de seguridad diarias, a los 7 días.',
          'Puede pedirnos en cualquier momento que le mostremos, corrijamos o borremos lo que guardamos sobre usted; lo hacemos en un plazo de 30 días.',
        ],
      },
      {
        id: 'contact',
        title: 'A quién escribir',
        paragraphs: [`${couple.title}: ${contact.email}, ${contact.phone}.`],
      },
    ],
    back: 'Volver a la invitación',
    updated: 'Última actualización: noviembre de 2026.',
  },
};
