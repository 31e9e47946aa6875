import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contentFromConfig } from '@contract/site-content-defaults';
import { dinnerQuestion } from '@contract/site-content.fixtures';
import { db, resetEmulators, seedGuests } from '@testing/testing';
import { pagesPerTest, signInByLink } from './helpers';

// Rosa Alvarez's invitation: the welcome dinner and the brunch, a child (Mateo), a plus-one for Rosa.
const rosa = { phone: '3055550104', id: 'rosa-alvarez' };
const phone = { width: 390, height: 844 };
const stored = async (id: string) => (await db.collection('guests').doc(id).get()).data()!;
const companions = async () => (await db.collection('guests').where('companionOf', '==', rosa.id).get()).docs;

describe('further events, children, plus-ones and questions on a phone', () => {
  const pages = pagesPerTest(async () => {
    await resetEmulators();
    await seedGuests();
  });

  async function signedIn(page: Page) {
    await signInByLink(page, rosa.id);
    await page.getByTestId('rsvp-summary').waitFor();
  }

  it('shows the events, answers each event per person, a child meal, a question and a companion (English)', async () => {
    const { page } = await pages.open(phone);
    await signedIn(page);
    const events = page.getByTestId('event-list');
    expect(await events.getByTestId('event-welcome').textContent()).toContain('Welcome dinner');
    expect(await events.getByTestId('event-welcome').textContent()).toContain('The Palm Terrace');
    expect(await events.getByRole('link', { name: 'Map of Farewell brunch' }).getAttribute('href')).toContain(
      'google.com/maps',
    );

    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'RSVP & Select Meal' });
    const welcome = dialog.getByRole('region', { name: 'Welcome dinner' });
    await welcome.getByRole('switch', { name: 'Mateo Alvarez attends the Welcome dinner' }).check();
    await dialog.getByRole('switch', { name: 'Mateo Alvarez', exact: true }).check();
    const mateoMeals = dialog.getByRole('radiogroup', { name: 'Meal for Mateo Alvarez' });
    expect(await mateoMeals.getByRole('radio').count()).toBe(1);
    await mateoMeals.getByRole('radio', { name: /Children's pasta/ }).check();
    const shuttle = dialog.getByTestId('questions-mateo-alvarez').getByRole('radiogroup', {
      name: 'Will you take the hotel shuttle?',
    });
    await shuttle.getByRole('radio', { name: 'Yes' }).check();

    await dialog.getByRole('button', { name: 'Add a guest of Rosa Alvarez' }).click();
    await dialog.getByRole('switch', { name: 'Guest of Rosa Alvarez', exact: true }).waitFor();
    // Stored only with the dialog's Save (section 28).
    expect(await companions()).toHaveLength(0);

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await companions()).toHaveLength(1);
    expect(await stored('mateo-alvarez')).toMatchObject({
      rsvp: true,
      plate: 'plate3',
      eventRsvps: { welcome: true },
      answers: { shuttle: true },
    });
    // Lucia was never asked anything new and answered nothing: untouched.
    const lucia = await stored('lucia-alvarez');
    expect([lucia.eventRsvps ?? {}, lucia.answers ?? {}]).toEqual([{}, {}]);
  });

  it('asks a question of the welcome dinner inside its section, of each person once they attend it, and stores it', async () => {
    // A question the couple added in the console, asked at the welcome dinner (as a save leaves site/content).
    const file = contentFromConfig();
    await db
      .collection('site')
      .doc('content')
      .set({ ...file, questions: [...file.questions, dinnerQuestion], version: 1 });
    const { page } = await pages.open(phone);
    await signedIn(page);
    await page.getByRole('button', { name: 'RSVP', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'RSVP & Select Meal' });
    const welcome = dialog.getByRole('region', { name: 'Welcome dinner' });
    const asked = (where: Locator) => where.getByRole('radiogroup', { name: 'Wine or juice at dinner?' });

    // Rosa attends the dinner already: asked there, under her name, not with her wedding questions.
    const rosaAtDinner = welcome.getByTestId('questions-welcome-rosa-alvarez');
    await asked(rosaAtDinner).getByRole('radio', { name: 'Wine' }).check();
    await dialog
      .getByTestId('questions-rosa-alvarez')
      .getByRole('radiogroup', { name: /hotel shuttle/ })
      .waitFor();
    expect(await asked(dialog.getByTestId('questions-rosa-alvarez')).count()).toBe(0);
    // Asked of those attending the dinner (Rosa and Miguel), each in the dinner's section only.
    expect(await asked(welcome.getByTestId('questions-welcome-miguel-alvarez')).count()).toBe(1);
    expect(await asked(welcome.getByTestId('questions-welcome-lucia-alvarez')).count()).toBe(0);
    expect(await asked(dialog).count()).toBe(2);
    // Mateo is asked once he attends.
    expect(await welcome.getByTestId('questions-welcome-mateo-alvarez').count()).toBe(0);
    await welcome.getByRole('switch', { name: 'Mateo Alvarez attends the Welcome dinner' }).check();
    await asked(welcome.getByTestId('questions-welcome-mateo-alvarez')).getByRole('radio', { name: 'Juice' }).check();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await stored('rosa-alvarez')).toMatchObject({
      eventRsvps: { welcome: true },
      answers: { shuttle: true, song: 'Vivir mi vida', drinks: 'Wine' },
    });
    const mateo = await stored('mateo-alvarez');
    expect([mateo.eventRsvps, mateo.answers]).toEqual([{ welcome: true }, { drinks: 'Juice' }]);
  });

  it('speaks Spanish in the event sections and questions', async () => {
    const { page } = await pages.open(phone);
    await signedIn(page);
    await page.getByRole('button', { name: 'Español' }).first().click();
    await page.getByRole('button', { name: 'Confirmar asistencia', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar asistencia y elegir plato' });
    await dialog.getByRole('region', { name: 'Cena de bienvenida' }).waitFor();
    await dialog.getByRole('radiogroup', { name: '¿Tomará el autobús del hotel?' }).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Añadir un invitado de Rosa Alvarez' }).isVisible()).toBe(true);
  });
});
